# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(5); n = 1
# x = torch.randn(3); n = 4
# <<<
# Wrong if `a += 1` on an int is treated as a shared write: `b = a` must keep the old number.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int]:
    a = n
    b = a
    for i in range(n):
        a += i
    a *= 2
    return x * b, a, b
