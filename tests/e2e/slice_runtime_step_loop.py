# >>> inputs
# x:float32[n]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(16); steps = 0
# x = torch.randn(9); steps = 1
# x = torch.randn(20); steps = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, steps: int) -> Tensor:
    for i in range(steps):
        x = x[:: i + 2]
    return x
