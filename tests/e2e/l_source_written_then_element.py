# Each run's t written after it is appended (followed), then x written and xs[0] written on one branch of an if (put back; the If merges the list).
# earlier elements keep their values (each run's t is a new tensor).
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
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tensor:
    xs: List[Tensor] = [x * 0.5]
    for i in range(n):
        t = x + float(i)
        xs.append(t)
        t.add_(1.0)
    x.mul_(3.0)
    if n > 1:
        xs[0].add_(0.0)
    return torch.stack(xs)
