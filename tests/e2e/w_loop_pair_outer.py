# Issue 18 item 14: a is w (made before the loop) or a new tensor, and y = a: y's writes reach
# a, and w when a is w.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(3, 3); n = 2
# x = torch.randn(2, 3); n = 3
# x = torch.randn(3, 3); n = 5
# <<<
import torch
from torch import Tensor
from typing import List, Tuple, Dict

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    w = x + 5
    a = x * 2.0
    y = x * 1.0
    s = torch.zeros_like(x)
    for i in range(n):
        y.add_(1.0)
        s = s + y + a
        if i % 2 == 0:
            a = w
        else:
            a = a * 3.0
        y = a
    return a, y, w, s
