# Wrong if a list of tuples changed on one branch of an if (appended, popped, cleared) or
# indexed at a run-time position mixes up which tuple is where after the if.
# >>> inputs
# x:float32[B]
# n:int64[]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0; flag = True
# x = torch.randn(3); n = 1; flag = False
# x = torch.randn(2); n = 3; flag = True
# x = torch.randn(4); n = 2; flag = False
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int, flag: bool) -> Tuple[Tensor, int, int]:
    pairs = [(x, 1)]
    if flag:
        pairs.append((x + 1.0, 2))
        pairs.append((x + 2.0, 3))
    else:
        pairs.clear()
    for i in range(n):
        if i % 2 == 0:
            pairs.append((x * float(i), i))
        elif len(pairs) > 0:
            pairs.pop()
    acc = torch.zeros_like(x)
    s = 0
    for j, (t, k) in enumerate(pairs):
        acc = acc + t * float(k + j)
        s += k
    m = len(pairs)
    if m > 0:
        last, kk = pairs[m - 1]
        acc = acc + last
        s += kk
    return acc, s, m
