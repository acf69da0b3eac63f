# enumerate(xs) targets written in place (a method and an item assignment), then xs[0] on one
# branch of an if: each write is put back, and the If's merge of the list is not stale.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(4); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> Tensor:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x - float(i))
    for i, t in enumerate(xs):
        t.mul_(float(i))
        t[0] = 7.0
    if n > 0:
        xs[0].add_(100.0)
    return torch.cat(xs + [x])
