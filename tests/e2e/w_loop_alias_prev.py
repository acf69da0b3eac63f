# >>> inputs
# avg:float32[B]
# obs:float32[B]
# n:int64[]
# <<<
# >>> sets
# avg = torch.randn(2); obs = torch.randn(2); n = 0
# avg = torch.randn(5); obs = torch.randn(5); n = 1
# avg = torch.randn(4); obs = torch.randn(4); n = 5
# <<<
# Wrong if `prev = avg` before a loop writing avg in place: prev is stale after the loop.
import torch
from torch import Tensor
from typing import Tuple


def f(avg: Tensor, obs: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    prev = avg
    for i in range(n):
        avg.mul_(0.5).add_(obs, alpha=0.5)
    return prev, avg
