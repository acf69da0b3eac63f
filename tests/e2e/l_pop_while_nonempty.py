# Wrong if a while loop that pops until the list is empty runs a different number of times.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x + float(i))
    acc = torch.zeros_like(x)
    steps = 0
    while len(xs) > 0:
        t = xs.pop()
        acc = acc * 2.0 + t
        steps += 1
    return acc, steps
