# A view of the held tensor written by a helper and then directly: the list follows both
# (issue 18).
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
from typing import Dict, List, Optional, Tuple


def scale(t: Tensor, k: float) -> None:
    t.mul_(k)


def scale2(t: Tensor, k: float) -> None:
    scale(t, k)
    t.add_(1.0)


def ret(t: Tensor) -> Tensor:
    t.mul_(3.0)
    return t


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    v = x[0:1]
    scale(v, 2.0)
    v.add_(1.0)
    return torch.stack(xs).sum(0)
