# Negative steps: a constant -1 countdown and a run-time negative step.
# >>> inputs
# x:float32[n]
# n:int64[]
# step:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0; step = -1
# x = torch.randn(4); n = 1; step = -2
# x = torch.randn(5); n = 7; step = -3
# x = torch.randn(2); n = 4; step = -5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int, step: int) -> Tuple[Tensor, int, int]:
    order = 0
    for i in range(n - 1, -1, -1):
        x = x * 2.0 - i
        order = order * 10 + i
    visits = 0
    for j in range(n, 0, step):
        x = x + j
        visits += 1
    return x, order, visits
