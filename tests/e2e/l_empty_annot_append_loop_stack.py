# Wrong if appends in a loop with a run-time trip count are lost or counted wrong: stack has n+1 rows.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    res: List[Tensor] = []
    res.append(x)
    for i in range(n):
        res.append(x * float(i + 2))
    return torch.stack(res)
