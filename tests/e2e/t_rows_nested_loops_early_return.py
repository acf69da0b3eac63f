# A helper fills a list of tuples in nested loops (break in the inner one) and returns
# it early from the outer one once it is long enough: the caller iterates it, indexes both
# fields by a run-time index, and returns the ints as a List[int]. n = 0, 2 and 4.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 2
# x = torch.randn(3); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def g(x: Tensor, n: int) -> List[Tuple[Tensor, int]]:
    res: List[Tuple[Tensor, int]] = []
    for i in range(n):
        for j in range(n):
            res.append((x * (i + j), i * 10 + j))
            if j > i:
                break
        if len(res) > 5:
            return res
    return res


def f(x: Tensor, n: int):
    r = g(x, n)
    ks: List[int] = []
    for t, k in r:
        ks.append(k)
    s = torch.zeros(3)
    for i in range(len(r)):
        s = s + r[i][0] * r[i][1]
    return ks, s, len(r)
