# In the loop that appends, the new last element and the one before it are written: put back
# while the list grows (loops 0, 1 and many times).
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# x = torch.randn(5); n = 6
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x * float(i) - 1.0)
        xs[-1].mul_(3.0)
        if i > 0:
            xs[i - 1].add_(xs[i])
    return torch.cat(xs + [x]), x
