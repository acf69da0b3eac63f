# A helper writes part of the held tensor (a view, an item assignment), then the caller
# writes another part: the list follows both.
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


def head(t: Tensor) -> None:
    t[0] = 5.0


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    head(x)
    x[1:].mul_(3.0)
    x[-1] += 1.0
    return torch.stack(xs).sum(0)
