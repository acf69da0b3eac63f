# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if reshape/flatten/contiguous of a contiguous tensor are views: writes to them must reach the base.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    a = x.reshape(-1)
    a += 1.0
    b = x.flatten()
    b[0] = 100.0
    c = x.contiguous()
    c[-1] = -100.0
    return x, a
