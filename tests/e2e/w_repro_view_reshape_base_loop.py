# >>> inputs
# x:float32[B,4]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4); steps = 0
# x = torch.randn(3, 4); steps = 1
# x = torch.randn(5, 4); steps = 4
# <<<
# Wrong if a reshape view is stale after its base is written in a loop.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, steps: int) -> Tuple[Tensor, Tensor]:
    base = x + 0.0
    r = base.reshape(-1, 2)
    for i in range(steps):
        base.mul_(0.5)
        base[0] += 1.0
    return r, base
