# Issue 18 item 14: a run rebinds y to w, another back to its own tensor made in the body:
# the flag follows which one it is on every trip.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(3, 3); n = 2
# x = torch.randn(2, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    w = x + 2
    for i in range(n):
        y.add_(1)
        if i % 2 == 0:
            y = w
        else:
            y = y * 2
    return y, w
