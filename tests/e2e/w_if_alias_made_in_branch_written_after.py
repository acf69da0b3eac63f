# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 7
# <<<
# Wrong if `z = y` inside a branch, then y written after the if: z must follow on that path only.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    z = x * 0.0
    if n > 0:
        z = y
    y.mul_(-1.0)
    return y, z
