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
# t, read out of xs before the loop, is written in the loop: the loop carries the list, which
# is the one t was read out of with values put back, so each run's write is put back.
import torch
from torch import Tensor
from typing import Dict, List, Tuple

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x * 5.0]
    for i in range(n):
        xs.append(x * float(i) - 1.0)
    t = xs[0]
    for i in range(n):
        t.add_(1.0)
    return torch.stack(xs), t
