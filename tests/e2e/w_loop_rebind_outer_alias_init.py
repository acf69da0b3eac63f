# Issue 18 item 14: y begins as a fresh tensor that z also names: the first run writes it (z
# sees that), later runs write w.
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
    y = x * 1.0
    z = y
    s = torch.zeros_like(x)
    for i in range(n):
        y.add_(1)
        s = s + y + z
        y = w
    return y, w, z + s
