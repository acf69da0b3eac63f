# Issue 18 item 14: a list of known length rebound to [w, ys[0]]: its elements are w and the
# previous first element on later runs.
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
    ys = [x * 1.0, x * 2.0]
    s = torch.zeros_like(x)
    for i in range(n):
        ys[0].add_(1)
        ys[1].sub_(1)
        s = s + ys[0] * ys[1]
        ys = [w, ys[0]]
    return ys[0], ys[1], w, s
