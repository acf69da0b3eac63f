# Wrong if the element is a copy: 'for t in xs: t.add_(1)' writes each tensor the list holds (put back at the loop's index).
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
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x * float(i))
    for t in xs:
        t.add_(1.0)
    return torch.stack(xs).sum(0) if len(xs) > 0 else x
