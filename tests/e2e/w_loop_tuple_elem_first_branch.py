# Regression (found while fixing a loop First flag): a tensor carried by a loop stays the
# initial tensor x[...] until a run rebinds it; writes must reach x then.
# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); n = 0
# x = torch.randn(5, 4); n = 2
# x = torch.randn(3, 4); n = 1
# <<<
import torch
from torch import Tensor
from typing import List, Tuple, Dict, Optional


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    t = (x[0], x * 2.0)
    for i in range(n):
        a, b = t
        if i == 1:
            a = a * 3.0
        t = (a, b + 1.0)
    t[0].add_(1.0)
    return t[1], x
