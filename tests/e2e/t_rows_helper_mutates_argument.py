# A list of tuples a helper changes in place (append on even runs, insert(0) on odd ones)
# and returns: the caller's list and the result are one list; enumerate with a nested
# unpacking, pop() and pop(0) under an if. n = 0, 1 and 5.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def add_all(q: List[Tuple[Tensor, int]], x: Tensor, n: int) -> List[Tuple[Tensor, int]]:
    for i in range(n):
        if i % 2 == 0:
            q.append((x * i, i))
        else:
            q.insert(0, (x - i, -i))
    return q


def f(x: Tensor, n: int):
    q: List[Tuple[Tensor, int]] = [(x, 100)]
    q2 = add_all(q, x, n)
    total = 0
    acc = torch.zeros(3)
    for j, (t, k) in enumerate(q):
        total += k * (j + 1)
        acc = acc + t
    last = q2.pop()
    first = (x, -7)
    if len(q2) > 0:
        first = q2.pop(0)
    return total, acc, last[0], last[1], first[1], len(q), len(q2)
