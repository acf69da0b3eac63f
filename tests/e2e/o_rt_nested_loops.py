# An optional set in an inner loop and read after the outer one; loops that run 0 times.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0]); n = 0
# x = torch.tensor([1.0, 2.0]); n = 3
# x = torch.zeros(0); n = 2
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, n: int) -> Tensor:
    last: Optional[Tensor] = None
    for i in range(n):
        for j in range(x.size(0)):
            if j % 2 == 0:
                last = x * float(i + j)
    if last is None:
        return torch.full([1], -1.0)
    return last.sum().reshape(1)
