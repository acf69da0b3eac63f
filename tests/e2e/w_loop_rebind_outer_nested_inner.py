# Issue 18 item 14: nested loops: the outer run rebinds y to v, the inner runs to w; writes in
# both loops reach the one y is.
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
    w = x + 2
    v = x - 2
    y = x * 1.0
    for j in range(n):
        y = v
        for i in range(j):
            y.add_(1)
            y = w
        y.mul_(2)
    return y, w, v
