# Wrong if `o if o is not None else d` picks the default when o is set.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    o: Optional[Tensor] = None
    k: Optional[int] = None
    if n > 0:
        o = x * 3.0
        k = n * 2
    y = o if o is not None else x - 1.0
    m = k if k is not None else -1
    return y, m
