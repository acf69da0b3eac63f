# Issue 18 item 14: a while loop ends each run with y = a (a made in the run and written): the
# next run's writes to y reach a.
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
    k = 0
    while k < n:
        y.add_(1.0)
        s = s + y * a
        a = a * 0.5
        a.add_(1.0)
        y = a
        k += 1
    return a, y, s
