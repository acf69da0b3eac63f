# t = xs[0] read before a loop whose body writes t and appends to xs: put back at 0 each run
# (appends keep the positions from the start).
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
    xs: List[Tensor] = [x * 5.0]
    for i in range(n):
        xs.append(x * float(i))
    t = xs[0]
    for i in range(n):
        t.add_(1.0)
        xs.append(x * 2.0)
    return torch.stack(xs), t
