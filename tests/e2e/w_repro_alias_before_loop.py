# >>> inputs
# x:float32[B,3]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); steps = 0
# x = torch.randn(5, 3); steps = 1
# x = torch.randn(4, 3); steps = 3
# <<<
# Wrong if `z = y` before a loop writing y in place keeps the old value (issue 6 reproducer 3).
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, steps: int) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    z = y
    for i in range(steps):
        y += 1.0
        y *= 2.0
    return y, z
