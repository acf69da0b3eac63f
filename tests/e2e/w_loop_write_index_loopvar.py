# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
# Wrong if a loop writing row i of x and reading row i of an alias sees the wrong trip's values.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a = x
    acc = torch.zeros(3)
    for i in range(n):
        x[i] *= 2.0
        acc += a[i]
    return x, acc
