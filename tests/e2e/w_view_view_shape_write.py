# >>> inputs
# x:float32[4,B]
# <<<
# >>> sets
# x = torch.randn(4, 2)
# x = torch.randn(4, 5)
# x = torch.randn(4, 3)
# <<<
# Wrong if a write through x.view(2, -1) lands at the wrong flat offsets of the base.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    v = x.view(2, -1)
    v[1] = 0.0
    return x
