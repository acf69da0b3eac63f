# A helper appends to the list (the list changes inside it), then the caller writes the
# tensor held at the list's start: the list follows it.
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


def more(xs: List[Tensor], t: Tensor) -> None:
    xs.append(t * 2.0)


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    for i in range(n):
        more(xs, x)
    x.add_(10.0)
    return torch.stack(xs).sum(0)
