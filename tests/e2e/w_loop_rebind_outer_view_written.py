# Issue 18 item 14: y is rebound to a view of w (w[1]), and w[1] is written through w too: y
# reads it, its writes reach w.
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
    y = x[0] * 1.0
    s = torch.zeros(3)
    for i in range(n):
        y.add_(1)
        w[1].mul_(2)
        s = s + y
        y = w[1]
    return y, w, s
