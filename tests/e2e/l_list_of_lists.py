# Wrong if a List[List[Tensor]] shares or mixes its inner lists.
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


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int]:
    rows: List[List[Tensor]] = [[x], [x * 2.0, x * 3.0]]
    for i in range(n):
        rows[0].append(x + float(i))
    inner = rows[1]
    inner.append(x - 1.0)
    return torch.stack(rows[0] + rows[1]), len(rows[0]), len(rows[1])
