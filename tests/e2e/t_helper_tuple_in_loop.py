# Wrong if a helper returning a (Tensor, Tensor) pair, called in a loop and unpacked into the carried names, swaps them.
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


def cell(h: Tensor, c: Tensor) -> Tuple[Tensor, Tensor]:
    c2 = c * 0.5 + h
    return torch.tanh(c2), c2


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    h, c = x, torch.zeros_like(x)
    for i in range(n):
        h, c = cell(h, c)
    return h, c
