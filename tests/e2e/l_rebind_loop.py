# A name rebound to a new list each run (xs = xs + [t]): the old list is not changed.
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


def f(x: Tensor, k: int) -> Tensor:
    xs = [x]
    first = xs
    for i in range(k):
        xs = xs + [x * i]
    return torch.stack(xs).sum(0) * len(xs) + torch.stack(first).sum(0)
