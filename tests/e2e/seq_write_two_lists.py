# Two lists hold x at known positions (one at the start, one at the end): both see the write.
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


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    ys: List[Tensor] = []
    for i in range(n):
        xs.append(x * float(i))
        ys.append(x - float(i))
    ys.append(x)
    x.add_(10.0)
    return torch.cat([torch.stack(xs), torch.stack(ys)])
