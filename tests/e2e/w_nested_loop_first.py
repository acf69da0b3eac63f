# Regression (found while fixing a loop First flag): a tensor carried by nested loops stays the
# initial view x[..., -1] until a run rebinds it; writes through it must reach x then.
# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); n = 0
# x = torch.randn(5, 4); n = 2
# x = torch.randn(3, 4); n = 1
# x = torch.randn(2, 4); n = 3
# <<<
import torch
from torch import Tensor
from typing import List, Tuple, Dict, Optional


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a = x[..., -1]
    for j in range(n):
        for i in range(n):
            a.neg_()
            a = torch.clamp(a, -8.0, 8.0)
    return a, x
