# A list of (Tensor, float) tuples rebound on both branches of an if (q + [..] and
# [..] + q), then folded by a while loop popping the first and rewriting the new first
# (q[0] = ...) until two are left; returned (one output per field). n = 0, 2 and 3.
# >>> inputs
# x:float32[3]
# flag:bool[]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); flag = True; n = 0
# x = torch.randn(3); flag = False; n = 2
# x = torch.randn(3); flag = True; n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, flag: bool, n: int):
    q: List[Tuple[Tensor, float]] = []
    for i in range(n):
        q.append((x + i, float(i) * 0.5))
    if flag:
        q = q + [(x * 3.0, 9.5)]
    else:
        q = [(x, 1.0)] + q
    while len(q) > 2:
        a, b = q.pop(0)
        q[0] = (q[0][0] + a, q[0][1] + b)
    return q
