# Wrong if `if len(xs) == 0: raise` is not taken to mean the list is non-empty after it (stack must work).
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 1
# x = torch.randn(3); n = 2
# x = torch.randn(2); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x + float(i))
    if len(xs) == 0:
        raise ValueError("empty")
    return torch.stack(xs)
