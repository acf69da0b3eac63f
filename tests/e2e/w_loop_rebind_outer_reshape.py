# Issue 18 item 14: a run rebinds y to w.view(-1), w.t().reshape(...) or w.t(): views whose
# arguments are constants and list displays the body makes where it uses them; later runs'
# writes through y reach w, whichever the previous run chose.
# >>> inputs
# x:float32[2,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(2, 3); n = 1
# x = torch.randn(2, 3); n = 2
# x = torch.randn(2, 3); n = 3
# x = torch.randn(2, 3); n = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    w = x + 2
    v = x * 3.0
    y = x.reshape(-1) * 1.0
    s = torch.zeros(6)
    for i in range(n):
        y.mul_(1.5)
        y[0] += 1.0
        s = s + y
        if i % 2 == 0:
            y = w.view(-1)
        else:
            y = v.t().reshape([6])
    return w, v, s
