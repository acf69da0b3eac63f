# A helper returns a list of tuples of run-time length from inside its loop (an early
# return) and at its end: the caller reads a tuple's int field (r[0][1]), iterates the
# tuples and takes the length. The return in the loop carried only the first field, so
# r[0][1] indexed the tensor (x * 0)[1]: wrong values, with no error. n = 1, 2 and 6.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 2
# x = torch.randn(3); n = 6
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def g(x: Tensor, n: int) -> List[Tuple[Tensor, int]]:
    out: List[Tuple[Tensor, int]] = []
    for i in range(n):
        out.append((x * i, i * 2 + 1))
        if i == 3:
            return out
    return out


def f(x: Tensor, n: int):
    r = g(x, n)
    s = 0
    acc = torch.zeros(3)
    for t, k in r:
        s += k
        acc = acc + t * k
    return r[0][1], r[-1][1], r[-1][0], s, acc, len(r)
