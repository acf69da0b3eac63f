# A helper writes the held tensor in a loop, and on one branch of an if, then the caller
# writes it directly: the list follows each.
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


def scale(t: Tensor, k: float) -> None:
    t.mul_(k)


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    for i in range(n):
        xs.append(x + float(i))
    for i in range(n):
        scale(x, 1.5)
    if n > 1:
        scale(x, -1.0)
    else:
        x.add_(3.0)
    x.mul_(2.0)
    return torch.stack(xs).sum(0)
