# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if a write through t()/transpose() lands at transposed places in the base.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    t = x.t()
    t[0] = 1.0
    u = x.transpose(0, 1)
    u[2, 1] = -1.0
    u[1] *= 3.0
    return x
