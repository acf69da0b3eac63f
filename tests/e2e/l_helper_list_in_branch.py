# Wrong if a helper that appends only when its int argument says so appends always or never.
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


def maybe_push(xs: List[Tensor], t: Tensor, k: int) -> int:
    if k > 1:
        xs.append(t)
        return 1
    return 0


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int]:
    xs = [x]
    pushed = 0
    for i in range(n + 1):
        pushed += maybe_push(xs, x * float(i), i)
    return torch.stack(xs), pushed, len(xs)
