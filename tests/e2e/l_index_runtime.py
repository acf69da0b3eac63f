# Wrong if indexing a list with a loop variable or len(xs) - 1 reads a fixed element.
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


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = [x]
    for i in range(n):
        xs.append(xs[i] * 2.0 + 1.0)
    acc = torch.zeros_like(x)
    for j in range(len(xs)):
        acc = acc + xs[j] * float(j + 1)
    return acc, xs[len(xs) - 1]
