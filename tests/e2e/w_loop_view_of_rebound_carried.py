# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 4
# <<<
# Wrong if a view taken each trip of a name rebound each trip writes the tensor of the wrong trip.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    y = x
    for i in range(n):
        y = y * 0.5
        v = y[i % 2]
        v += 1.0
    return x, y
