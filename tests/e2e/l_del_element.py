# `del xs[i]` (list.__delitem__) on lists of known and of run-time length, negative
# indices, two targets in one statement (deleted in order), inside a loop; `del name`.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(2); n = 1
# x = torch.randn(5); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, List[int], int]:
    known = [x, x + 1, x + 2, x + 3]
    del known[-1]
    del known[0], known[0]
    xs: List[Tensor] = []
    for i in range(n + 2):
        xs.append(x * float(i))
        if i % 2 == 1:
            del xs[-2]
    ks: List[int] = [n, n + 1, n + 2]
    del ks[1]
    y = x * 2.0
    del y
    y = x - 1.0
    return torch.stack(known), torch.stack(xs) + y, ks, len(xs)
