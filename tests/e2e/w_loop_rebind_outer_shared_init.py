# Issue 18 item 14: y begins as x itself (shared) and a run rebinds it to w: the first run's
# write reaches x, later ones w.
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
    x = x * 1.0
    y = x
    w = x + 2
    for i in range(n):
        y.add_(1)
        y = w
    return y, w, x
