# `a and b` / `a or b` in while conditions and values: where b cannot fail (comparisons of
# ints and of a tensor's truth already computed) it is one And/Or node; where b reads x[i],
# which fails once i reaches the size, it stays in its If, computed only when a holds.
# range() counts that come out negative (n - 10, a step past the stop) run no iteration.
# >>> inputs
# x:float32[m]
# n:int64[]
# cap:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, -1.0, 3.0]); n = 5; cap = 3
# x = torch.tensor([1.0, 2.0]); n = 0; cap = 0
# x = torch.ones(3); n = -2; cap = -1
# x = torch.tensor([-1.0, float('nan'), 2.0, 4.0, 5.0]); n = 12; cap = 7
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int, cap: int) -> Tuple[int, int, int, bool, bool, int, int]:
    i = 0
    while i < x.size(0) and bool(x[i] > 0):
        i += 1
    j = 0
    pos = bool(x.sum() > -100.0)
    while pos and j < cap:
        j += 1
    k = 0
    while k < n or k == 0:
        k += 1
    flag = (n > 3) or (cap < 0)
    both = (n > 3) and (cap > n - 6) and (j != 2)
    s = 0
    for t in range(n - 10):
        s += t
    r = 0
    for t in range(n, 2, -3):
        r += t
    return i, j, k, flag, both, s, r
