# A helper appends to the list it is given: the caller's list changes (and it returns one).
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(4); k = 1
# x = torch.randn(2); k = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List
from torch import Tensor


def push(xs: List[Tensor], t: Tensor) -> List[Tensor]:
    xs.append(t)
    return [t, t]


def f(x: Tensor, k: int) -> Tensor:
    xs: List[Tensor] = [x]
    two = push(xs, x + 1)
    for i in range(k):
        push(xs, x * i)
    return torch.stack(xs).sum(0) + torch.stack(two).sum(0) + len(xs)
