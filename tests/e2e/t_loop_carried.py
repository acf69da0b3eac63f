# Wrong if a tuple rebuilt in every iteration of a run-time loop carries stale elements.
# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 0
# x = torch.randn(3, 2); n = 1
# x = torch.randn(2, 2); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, int]:
    state = (x, torch.zeros_like(x), 0)
    for i in range(n):
        h, c, k = state
        c = c + h
        h = torch.tanh(h + c * 0.5)
        state = (h, c, k + i)
    return state
