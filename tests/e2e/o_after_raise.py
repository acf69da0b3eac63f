# Wrong if an Optional refined by `if o is None: raise` is still treated as maybe-None (the raise path is never taken by the sets).
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
# x = torch.randn(2); n = 2
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def pick(x: Tensor, n: int) -> Optional[Tensor]:
    if n > 5:
        return None
    return x + float(n)


def f(x: Tensor, n: int) -> Tensor:
    y = pick(x, n)
    if y is None:
        raise ValueError("n too large")
    return y * 2.0
