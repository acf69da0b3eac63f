# A helper gets the list and the tensor, writes the tensor around an append; the caller writes
# it directly and calls again: the list follows every write (issue 18).
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


def g(xs: List[Tensor], t: Tensor) -> None:
    t.mul_(2.0)
    xs.append(t + 1.0)
    t.add_(1.0)


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    g(xs, x)
    x.mul_(4.0)
    g(xs, x)
    return torch.stack(xs).sum(0)
