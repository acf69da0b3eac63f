# Issue 18 item 14: the inner loop leaves y = a (a made in it), the outer loop writes a: the
# next inner run's writes to y reach a.
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

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    a = x * 2.0
    y = x * 1.0
    s = torch.zeros_like(x)
    for j in range(n):
        for i in range(j + 1):
            y.add_(1.0)
            s = s + y + a
            a = a + x
            y = a
        a.mul_(0.5)
    return a, y, s
