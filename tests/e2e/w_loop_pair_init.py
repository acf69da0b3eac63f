# Issue 18 item 14: y and a are one tensor when the loop begins and after every run: writes to
# y reach a on every run.
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
    y = a
    s = torch.zeros_like(x)
    for i in range(n):
        y.add_(1.0)
        s = s + y + a
        a = a + x
        y = a
    return a, y, s
