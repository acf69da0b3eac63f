# Wrong if a helper that appends to a list of tuples (or to a dict's list) it is given works
# on a copy, or a comprehension over a list of tuples of run-time length loses its pairs.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def push(q: List[Tuple[Tensor, int]], t: Tensor, k: int):
    q.append((t, k))


def grow(d: Dict[str, List[Tensor]], t: Tensor):
    d["all"].append(t)


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int, Tensor]:
    q: List[Tuple[Tensor, int]] = []
    d: Dict[str, List[Tensor]] = {"all": [x]}
    for i in range(n):
        push(q, x * float(i + 1), i)
        grow(d, x + float(i))
    ks = [k * 2 for t, k in q]
    ts = [t + 1.0 for t, k in q]
    acc = torch.zeros_like(x)
    for t in ts:
        acc = acc + t
    s = 0
    for k in ks:
        s += k
    return acc, s, len(q), torch.stack(d["all"]).sum(0)
