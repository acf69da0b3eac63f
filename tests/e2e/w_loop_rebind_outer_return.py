# Issue 18 item 14: a return from inside the loop, after y was rebound to w on earlier runs:
# the returned value and w see the writes.
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
    w = x + 2
    y = x * 1.0
    for i in range(n):
        y.add_(1)
        if i == 2:
            return y * 10, w
        y = w
    return y, w
