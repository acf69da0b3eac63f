# A helper whose returns give lists of other lengths ([x, x + 1] or [x]; List[int] [n] or
# [n, 1, 2]) depending on n: the caller gets one list of run-time length and takes its
# len, an element, torch.stack of it and a loop over it; a tuple returned beside the list
# keeps its place.
# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(5); n = 3
# x = torch.randn(2); n = -4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def h(x: Tensor, n: int):
    if n > 0:
        return [x, x + 1.0], (x * 2.0, n)
    return [x], (x - 1.0, 0)


def ks(n: int) -> List[int]:
    if n > 0:
        return [n, 1, 2]
    return [n]


def f(x: Tensor, n: int) -> Tuple[Tensor, int, Tensor, Tensor, int, int, List[int]]:
    ys, (t, k) = h(x, n)
    acc = torch.zeros_like(x)
    for y in ys:
        acc = acc + y
    s = ks(n)
    return torch.stack(ys), len(ys), ys[-1] + t, acc, k, len(s) + s[0], s
