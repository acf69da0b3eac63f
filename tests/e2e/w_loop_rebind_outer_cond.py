# Issue 18 item 14: the rebinding happens on one trip only (i == 1): y is its fresh tensor
# until then, w after, and a write after the loop reaches w when y is w.
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
        if i == 1:
            y = w
    y.mul_(-1)
    return y, w
