# Wrong if xs[::-1] (TorchScript has no reversed() for lists) iterates forwards.
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
    for i in range(n):
        xs.append(x + float(i + 1))
    acc = torch.zeros_like(x)
    for t in xs[::-1]:
        acc = acc * 3.0 + t
    return acc
