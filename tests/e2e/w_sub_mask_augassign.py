# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if `x[mask] += v` adds to the unmasked elements too, or to a copy.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    a = x.detach()
    x[x > 0] += 100.0
    return a
