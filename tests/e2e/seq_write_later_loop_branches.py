# x, held at position 0, is written on one branch or the other of an if in a later loop, and
# the list is read each run: each write is followed (the loop carries the list).
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


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    acc = x * 0.0
    for i in range(n):
        if i % 2 == 0:
            x.add_(1.0)
        else:
            x.mul_(2.0)
        acc = acc + torch.stack(xs).sum(0)
    return torch.stack(xs), acc
