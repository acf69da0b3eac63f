# Nested repeats whose only uses are len() of the list and of its elements (literal indices,
# negative ones too): the outer list and the inner one are kept as counts; an element that
# is a tensor gives its first size at run time.  Wrong if len(xs[k]) is the outer length.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 2
# x = torch.randn(1, 3); n = 1
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    xs = [[0] * 1000] * 1000
    ys = [[[1.0] * 3] * 100_000] * 7
    ts = [x, x + 1.0] * 200_000
    ws = [[x, x]] * 300_000
    y = x + float(len(xs) + len(xs[0]) + len(xs[-1]))
    y = y * float(len(ys) + len(ys[6]) + len(ys[-7][99_999]))
    for i in range(n):
        y = y + float(len(ts) + len(ts[399_999]) + len(ws[5]) + len(ws[-1][1]))
    if n > 1:
        y = y - float(len(ws))
    return y
