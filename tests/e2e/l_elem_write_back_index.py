# Wrong if the element is a copy: xs[0].mul_(2) writes the tensor at position 0 (put back at the index).
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
    xs = [x + 1.0]
    for i in range(n):
        xs.append(x * float(i))
    xs[0].mul_(2.0)
    return torch.stack(xs)
