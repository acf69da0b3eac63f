# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
# Rows of x (views) go into a list of run-time length; x is then normalized in place. The
# sequence holds the rows' old values, but only its length is used: the write is allowed.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    rows: List[Tensor] = []
    for i in range(n):
        rows.append(x[i % x.size(0)])
    x.div_(x.abs().max() + 1.0)
    return x, len(rows)
