# >>> inputs
# x:float32[B,3]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); steps = 0
# x = torch.randn(5, 3); steps = 1
# x = torch.randn(4, 3); steps = 3
# <<<
# Wrong if the base of a flat view written in a loop is stale (issue 6 reproducer 4).
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, steps: int) -> Tuple[Tensor, Tensor]:
    base = x * 1.0
    flat = base.view(-1)
    for _ in range(steps):
        flat += 1.0
    return flat, base
