# Wrong if iterating a loop-grown list runs over a fixed number of elements (0, 1 or many).
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x + float(i))
    acc = x
    count = 0
    for t in xs:
        acc = acc * 0.5 + t
        count += 1
    return acc, count
