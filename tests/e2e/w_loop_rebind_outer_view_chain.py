# Issue 18 item 14: y is rebound to a view of a view of a view of w (w[0].t()[::1]); writes
# through a slice of y reach w.
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
    s = torch.zeros(2)
    for i in range(n):
        y[1:].add_(1)
        s = s + y[:2]
        y = w[0].t()[::1]
    return y, w, s
