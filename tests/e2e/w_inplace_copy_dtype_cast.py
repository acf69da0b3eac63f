# >>> inputs
# x:int64[B,3]
# v:float32[B,3]
# <<<
# >>> sets
# x = torch.randint(-5, 5, (2, 3)); v = torch.randn(2, 3) * 4
# x = torch.randint(-5, 5, (5, 3)); v = torch.randn(5, 3) * 4
# x = torch.randint(-5, 5, (4, 3)); v = torch.randn(4, 3) * 4
# <<<
# Wrong if copy_ of float values into an int64 tensor keeps float, or does not truncate toward zero.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, v: Tensor) -> Tuple[Tensor, Tensor]:
    x.copy_(v)
    b = torch.zeros_like(v)
    b.copy_(x > 0)
    return x, b
