# >>> inputs
# avg:float32[B,3]
# new:float32[B,3]
# steps:int64[]
# <<<
# >>> sets
# avg = torch.randn(2, 3); new = torch.randn(2, 3); steps = 0
# avg = torch.randn(5, 3); new = torch.randn(5, 3); steps = 1
# avg = torch.randn(4, 3); new = torch.randn(4, 3); steps = 6
# <<<
# Wrong if `prev = avg` then avg written in a loop: prev keeps the old value (issue 6 reproducer 5).
import torch
from torch import Tensor
from typing import Tuple


def f(avg: Tensor, new: Tensor, steps: int) -> Tuple[Tensor, Tensor]:
    avg = avg.clone()
    prev = avg
    for _ in range(steps):
        avg *= 0.9
        avg += 0.1 * new
    return avg, avg - prev
