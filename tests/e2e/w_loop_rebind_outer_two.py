# Issue 18 item 14: a run rebinds y to one of two tensors made before the loop, by the trip's
# parity: each write goes to the one y is.
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


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    y = x * 1.0
    w = x + 2
    v = x - 2
    for i in range(n):
        y.mul_(3)
        if i % 2 == 0:
            y = w
        else:
            y = v
    return y, w, v
