# Issue 18 item 14: w itself is written in the loop too, before and after y is rebound to it:
# y reads w's value when it is w, and its writes reach w.
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
    s = torch.zeros_like(x)
    for i in range(n):
        w.mul_(2)
        y.add_(1)
        s = s + y
        y = w
        w.sub_(0.5)
    return y, w, s
