# Wrong if a comprehension over zip pairs the wrong elements or runs past the shorter list.
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
    xs = [x, x + 1.0]
    ys = [x * 2.0]
    for i in range(n):
        ys.append(x - float(i))
    zs = [a * b for a, b in zip(xs, ys)]
    return torch.stack(zs), len(zs)
