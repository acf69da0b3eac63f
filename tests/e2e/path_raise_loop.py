# >>> inputs
# x:float32[batch]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 6
# <<<
import torch
from torch import Tensor
from typing import Optional


# a raise inside a loop body ends that path only
def f(x: Tensor, n: int) -> Tensor:
    acc = torch.zeros_like(x)
    for i in range(n):
        if i > 20:
            raise RuntimeError("too many steps")
        acc = acc + x * i
        k = i
    return acc
