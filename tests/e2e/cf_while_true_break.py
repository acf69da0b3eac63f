# `while True` left only through a break on a tensor condition.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.tensor([0.5, -0.25])
# x = torch.tensor([3.0, 1.0, -2.0])
# x = torch.tensor([40.0, -7.0, 1.0, 2.0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    steps = 0
    while True:
        if x.abs().max() < 1.0:
            break
        x = x / 3.0
        steps += 1
    return x, steps
