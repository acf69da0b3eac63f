# Wrong if an assert's condition changes what is computed, or a passing assert is treated as failing.
# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 0
# x = torch.randn(3, 2); n = 1
# x = torch.randn(2, 2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    assert x.dim() == 2
    assert n >= 0, "n must not be negative"
    y = x
    for i in range(n):
        assert i < n
        y = y + float(i)
    return y
