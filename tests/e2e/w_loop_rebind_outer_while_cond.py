# Issue 18 item 14: a while loop whose runs rebind y to w or to a new tensor, on a condition on
# y's values.
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
    k = 0
    while k < n:
        y.add_(1)
        if bool(y.sum() > 100.0):
            y = y * 0.5
        else:
            y = w
        k += 1
    return y, w
