# >>> inputs
# avg:float32[B,3]
# steps:int64[]
# <<<
# >>> sets
# avg = torch.randn(2, 3); steps = 0
# avg = torch.randn(5, 3); steps = 1
# avg = torch.randn(4, 3); steps = 3
# <<<
# Wrong if `avg = avg * 0.9` (a rebinding, not a write) is treated as a write and changes prev.
import torch
from torch import Tensor
from typing import Tuple


def f(avg: Tensor, steps: int) -> Tuple[Tensor, Tensor]:
    prev = avg
    for _ in range(steps):
        avg = avg * 0.9
        avg += 1.0
    return avg, prev
