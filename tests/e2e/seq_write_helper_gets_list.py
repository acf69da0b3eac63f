# A helper gets the list and the tensor, writes the tensor, reads the list.
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


def g(xs: List[Tensor], t: Tensor) -> Tensor:
    t.mul_(2.0)
    return torch.stack(xs).sum(0)


def f(x: Tensor, n: int) -> Tuple[Tensor, List[Tensor]]:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    s = g(xs, x)
    return s, xs
