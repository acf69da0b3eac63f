# The entry returns a list of tuples of run-time length from inside a loop (an early
# return), a list display of one tuple from a branch (made one list per field too), and the
# list at its end: one output per field on every path. n = 0, 1, 2 and 6 (the return in
# the loop).
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 2
# x = torch.randn(3); n = 6
# <<<
# >>> min-opset
# 13
# <<<
from typing import List, Tuple
import torch
from torch import Tensor

def f(x: Tensor, n: int) -> List[Tuple[Tensor, int]]:
    out: List[Tuple[Tensor, int]] = []
    for i in range(n):
        out.append((x * i, i * 2))
        if i == 3:
            return out
    if n == 1:
        return [(x, 5)]
    return out
