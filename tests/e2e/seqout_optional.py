# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 3
# x = torch.randn(4, 3); n = 5
# <<<
# >>> min-opset
# 16
# <<<
# Optionals known only at run time returned from the entry: each one optional(tensor(T))
# output, None or a value. best is None until a row's sum passes 0 (n = 0 leaves it None),
# at is None unless the loop reaches i = 2. Wrong if None and a value are mixed up.
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Optional[Tensor], Tensor, Optional[int]]:
    best: Optional[Tensor] = None
    at: Optional[int] = None
    for i in range(n):
        row = x[i % 2] * float(i + 1)
        if best is None:
            best = row
        elif bool(row.sum() > best.sum()):
            best = row
        if i == 2:
            at = i * 10 + n
    return best, x + 1.0, at
