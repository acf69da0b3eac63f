# Issue 18 item 14: nested loops: the outer loop rebinds y to w, the inner one writes y: from
# the outer loop's second run on, the inner writes reach w.
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
    s = torch.zeros_like(x)
    for j in range(n):
        for i in range(2):
            y.add_(1)
            s = s + y
        y = w
    return y, w, s
