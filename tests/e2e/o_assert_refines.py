# Wrong if `assert o is not None` does not refine o for what follows (the sets always set it).
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


def f(x: Tensor, n: int) -> Tensor:
    o: Optional[Tensor] = None
    if n >= 0:
        o = x * float(n + 1)
    assert o is not None
    return o + 1.0
