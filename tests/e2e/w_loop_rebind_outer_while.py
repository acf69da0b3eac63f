# Issue 18 item 14: the same in a while loop: the rebinding to w, then writes through it.
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
    w = x - 1
    i = 0
    while i < n:
        y.add_(float(i) + 1.0)
        y = w
        i += 1
    return y, w
