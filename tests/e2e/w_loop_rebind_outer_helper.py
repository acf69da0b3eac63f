# Issue 18 item 14: writes by a helper, before and after the rebinding to w: they reach w as
# direct writes do.
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

def g(t: Tensor, k: float):
    t.mul_(k)

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    w = x + 2
    y = x * 1.0
    s = torch.zeros_like(x)
    for i in range(n):
        g(y, 2.0)
        s = s + y
        y = w
        g(y, 0.5)
    return y, w, s
