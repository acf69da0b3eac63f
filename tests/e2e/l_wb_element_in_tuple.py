# An element read out of a list is held by a tuple and written through it: put back.
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
from typing import Dict, List, Tuple

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = [x * 1.0]
    for i in range(n):
        xs.append(x * float(i))
    p = (xs[0], 1)
    p[0].add_(1.0)
    return torch.stack(xs), p[0]
