# continue on an int condition (skip odd indices) in a for loop.
# >>> inputs
# x:float32[m,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 0
# x = torch.randn(3, 2); n = 1
# x = torch.randn(4, 2); n = 2
# x = torch.randn(1, 2); n = 9
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    evens = 0
    for i in range(n):
        if i % 2 == 1:
            continue
        x = x + torch.ones_like(x) * float(i)
        evens += 1
    return x, evens
