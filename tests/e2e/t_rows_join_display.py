# A helper returns a list display of two tuples on one path and a list of tuples of
# run-time length on the other: the display is made one list per field, as the other
# path's, and the caller reads fields, the length, and returns the list (one output per
# field). n = 0 (the display), 1 and 3.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
from typing import List, Tuple
import torch
from torch import Tensor

def g(x: Tensor, n: int) -> List[Tuple[Tensor, int]]:
    if n == 0:
        return [(x, -1), (x * 2.0, -2)]
    out: List[Tuple[Tensor, int]] = []
    for i in range(n):
        out.append((x * i, i * 2))
    return out

def f(x: Tensor, n: int):
    r = g(x, n)
    return r[0][1], r[-1][0], len(r), r
