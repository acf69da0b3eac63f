# Wrong if a helper's appends to its list argument are not seen by the caller (lists are passed by reference).
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def push(xs: List[Tensor], t: Tensor, k: int) -> None:
    for i in range(k):
        xs.append(t * float(i + 1))


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs = [x]
    push(xs, x + 1.0, n)
    push(xs, x - 1.0, 1)
    return torch.stack(xs), len(xs)
