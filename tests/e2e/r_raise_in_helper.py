# Wrong if a raise in a helper's dead path changes the caller's result.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def checked(x: Tensor, k: int) -> Tensor:
    if k > 10:
        raise ValueError("k too large")
    return x * float(k)


def f(x: Tensor, n: int) -> Tensor:
    return checked(x, n) + checked(x, 2)
