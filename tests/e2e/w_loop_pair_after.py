# Issue 18 item 14: y = a on every run: a write to y after the loop reaches a when the loop ran
# (not when it did not).
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

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a = x * 2.0
    y = x * 1.0
    for i in range(n):
        a = a + x
        y = a
    y.add_(100.0)
    return a, y
