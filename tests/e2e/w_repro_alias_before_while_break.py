# >>> inputs
# x:float32[B,3]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); steps = 0
# x = torch.randn(5, 3); steps = 1
# x = torch.randn(4, 3); steps = 5
# <<<
# Wrong if an alias taken before a while loop with break is stale, or the write after break is applied.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, steps: int) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    z = y
    j = 0
    while j < steps:
        j += 1
        y += 1.0
        if j >= 2:
            break
        y *= 2.0
    return y, z
