# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 4
# <<<
# Wrong if inside a loop, the base read after a write through its view (same trip) is stale.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    v = x[0]
    s = torch.zeros(3)
    for i in range(n):
        v += 1.0
        s += x.sum(0)
    return x, s
