# Wrong if zip of two lists of different run-time lengths does not stop at the shorter one.
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
    xs = [x, x + 1.0, x + 2.0]
    ys: List[Tensor] = []
    for i in range(n):
        ys.append(x * float(i + 1))
    acc = torch.zeros_like(x)
    steps = 0
    for a, b in zip(xs, ys):
        acc = acc + a * b
        steps += 1
    return acc, steps
