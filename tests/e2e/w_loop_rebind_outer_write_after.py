# Issue 18 item 14: writes before and after the rebinding to a tensor made before the loop, in
# the same run: the one after always writes w, the one before from the second run on.
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
    for i in range(n):
        y.mul_(2)
        y = w
        y.add_(1)
    return y, w, x
