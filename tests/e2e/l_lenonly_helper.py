# A helper's local list whose only use is len() is kept as a count too (each call's body
# is read on its own); a list the caller passes in is built (it is a parameter).  The small
# list `3 * [x]` (count first) is an ordinary list: indexed and iterated.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 4
# x = torch.randn(1); n = 1
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def count(k: int) -> int:
    xs = [k] * 500_000
    return len(xs) + k


def f(x: Tensor, n: int) -> Tensor:
    ys = 3 * [x]
    y = ys[2] + float(len(ys))
    for v in ys:
        y = y + v
    t = 2 * (1, 2)
    return y + float(count(n) + count(2) + len(t) + t[3])
