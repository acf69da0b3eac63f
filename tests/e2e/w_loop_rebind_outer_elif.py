# Issue 18 item 14: an elif chain rebinds y to one of four tensors made before the loop (a
# list's elements): each run's write reaches the one the previous run chose.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 2
# x = torch.randn(3); n = 3
# x = torch.randn(3); n = 6
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    ws = [x + 0.0, x + 1.0, x + 2.0, x + 3.0]
    y = x * 1.0
    s = torch.zeros_like(x)
    for i in range(n):
        y.add_(1.0)
        s = s + y
        if i % 4 == 0:
            y = ws[0]
        elif i % 4 == 1:
            y = ws[1]
        elif i % 4 == 2:
            y = ws[2]
        else:
            y = ws[3]
    return ws[0], ws[1], ws[2], ws[3], y, s
