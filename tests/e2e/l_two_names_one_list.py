# Wrong if `ys = xs` copies the list: appends and pops through ys must show in xs.
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


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs = [x]
    ys = xs
    for i in range(n):
        ys.append(x * float(i + 2))
    ys.pop(0)
    xs.append(x - 1.0)
    return torch.stack(ys), len(xs)
