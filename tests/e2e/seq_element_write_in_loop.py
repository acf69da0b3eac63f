# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 4
# <<<
# >>> min-opset
# 13
# <<<
# Each run adds xs[0] and then writes it, so the next run reads the written tensor: the
# write is put back into the sequence (was refused as a stale read before).
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x[0] * float(i))
    acc = torch.zeros(3)
    for i in range(n):
        acc = acc + xs[0]
        xs[0].add_(1.0)
    return x, acc
