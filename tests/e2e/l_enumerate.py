# Wrong if enumerate's index is off by one, or its start argument is ignored.
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


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = [x, x * 2.0]
    for i in range(n):
        xs.append(x - float(i))
    a = torch.zeros_like(x)
    for i, t in enumerate(xs):
        a = a + t * float(i)
    b = torch.zeros_like(x)
    for i, t in enumerate(xs, 3):
        b = b + t * float(i)
    return a, b
