# xs[i] written in a while loop at every other run-time index, in place and by item
# assignment: each write is put back at i (the loop carries the list).
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
    i = 0
    while i < len(xs):
        xs[i].mul_(2.0)
        xs[i][0] = 1.0
        i += 2
    return torch.stack(xs), x
