# Wrong unless both positions holding x see the write (x at 0 and 2 of the literal, and appended last).
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
    y = x * 2.0
    xs = [x, y, x]
    for i in range(n):
        xs.append(y + float(i))
    xs.append(x)
    x.mul_(-3.0)
    return torch.cat(xs)
