# >>> inputs
# x:float64[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3, dtype=torch.float64) * 1e10
# x = torch.randn(5, 3, dtype=torch.float64) * 1e10
# x = torch.randn(4, 3, dtype=torch.float64) * 1e10
# <<<
# Wrong if in-place methods on a float64 tensor compute in float32.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x.add_(1.0)
    x.sub_(x.detach().floor())
    x.mul_(1e3)
    return x
