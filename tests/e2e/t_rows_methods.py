# Wrong if a list of (Tensor, int) tuples of run-time length loses the pairing of its fields
# under insert, pop at a run-time index, xs[i] = (a, b), reverse, extend and len.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int]:
    xs: List[Tuple[Tensor, int]] = []
    for i in range(n):
        xs.insert(0, (x + float(i), i))
        xs.append((x * float(i), 10 * i))
    xs.insert(len(xs) // 2, (x - 5.0, -1))
    xs[0] = (x * 3.0, 7)
    xs[len(xs) - 1] = (x * -2.0, 8)
    xs.reverse()
    ys = [(x, 100)]
    xs.extend(ys)
    t, k = xs.pop(n // 2)
    acc = t * float(k)
    total = 0
    for u, j in xs:
        acc = acc * 0.5 + u * float(j)
        total += j
    return acc, total, len(xs)
