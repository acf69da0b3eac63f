# Issue 18 item 14: a nested tuple rebound to w and a view of w, with w written in the body:
# each leaf follows the memory it is.
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

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    w = x + 2
    v = x * 0.5
    t = (x * 1.0, (x * 3.0, v))
    s = torch.zeros_like(x)
    for i in range(n):
        t[0].add_(1)
        t[1][0].mul_(2)
        s = s + t[0] + t[1][1].sum(0)
        t = (w, (t[0], w[0:2]))
        w.add_(0.25)
    return t[0], t[1][0], t[1][1], s
