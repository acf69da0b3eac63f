# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if reshape/flatten/contiguous of a non-contiguous tensor are copies: writes to them must not reach the base.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x.t().reshape(-1)
    a += 1.0
    b = x.t().flatten()
    b[0] = 100.0
    c = x.t().contiguous()
    c.zero_()
    return x, a, b, c
