# >>> inputs
# x:float32[B,3]
# v:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); v = torch.randn(2, 3)
# x = torch.randn(5, 3); v = torch.randn(5, 3)
# x = torch.randn(4, 3); v = torch.randn(4, 3)
# <<<
# Wrong if `x[i] += v` writes x[i] + v into a copy, or reads x[i] after the write.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, v: Tensor) -> Tuple[Tensor, Tensor]:
    r = x[0]
    x[0] += v[1]
    x[1, 2] -= 3.0
    x[:, 0] *= v[:, 0]
    return x, r
