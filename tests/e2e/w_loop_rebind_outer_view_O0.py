# Issue 18 item 14, at -O0: a run rebinds y to a view of w (w[0]), which the loop makes again
# before it (unused there, and kept at -O0); later runs' writes through y reach w's first row.
# >>> options
# -O0
# <<<
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
    w = x + 2
    y = x[1] * 1.0
    for i in range(n):
        y.add_(1)
        y[1:].mul_(3)
        y = w[0]
    return y, w, x
