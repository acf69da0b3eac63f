# Ifs whose branches compute only numbers, as Where per result where both branches can
# run without failing (a binary search's lo/hi, a running best and its index, a sign), and
# kept as Ifs where a branch can fail when not taken (100 // n at n = 0) or its values are
# bools; NaN compared as PyTorch compares it (never greater).
# >>> inputs
# x:float32[m]
# n:int64[]
# q:float32[]
# <<<
# >>> sets
# x = torch.tensor([-2.0, 0.5, 1.0, 3.0, 7.0]); n = 0; q = 1.0
# x = torch.tensor([1.0, 2.0]); n = 3; q = 5.0
# x = torch.tensor([0.0, float('nan'), 4.0]); n = -4; q = 0.5
# x = torch.tensor([5.0]); n = 7; q = -1.0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int, q: float) -> Tuple[int, int, float, int, int, bool]:
    lo = 0
    hi = x.size(0)
    while lo < hi:
        mid = (lo + hi) // 2
        if bool(x[mid] < q):
            lo = mid + 1
        else:
            hi = mid
    if n > 0:
        r = 100 // n
    else:
        r = -1
    best = -1.0
    at = -1
    for i in range(x.size(0)):
        v = float(x[i])
        if v > best:
            best = v
            at = i
    if n > q:
        s = n * 2
    else:
        s = -n
    if lo > 1:
        big = n > 2
    else:
        big = q < 0.0
    return lo, r, best, at, s, big
