# Wrong if pop on a list whose length is known only at run time pops from the wrong end (empty after it when n = 0).
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


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, int]:
    xs = [x, x + 100.0]
    for i in range(n):
        xs.append(x * float(i))
    last = xs.pop()
    first = xs.pop(0)
    rest = first
    for t in xs:
        rest = rest * 0.5 + t
    return last, rest, len(xs)
