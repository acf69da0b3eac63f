# Wrong if an Optional[List[Tensor]] made on one path only is appended to or read on the other.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs: Optional[List[Tensor]] = None
    if n > 0:
        xs = [x]
        for i in range(n):
            xs.append(x * float(i))
    if xs is None:
        return x, 0
    return torch.stack(xs).sum(0), len(xs)
