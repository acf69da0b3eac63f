# Issue 18 item 14: nested loops; the inner loop rebinds y to w made before both, the outer
# loop carries what the inner left (w, or y itself when the inner loop did not run).
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
    w = x + 3
    for j in range(n):
        y.mul_(2)
        for i in range(j):
            y.add_(1)
            y = w
    return y, w
