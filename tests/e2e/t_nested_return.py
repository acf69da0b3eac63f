# Wrong if a nested tuple returned from the entry is not flattened in order ((a, (b, c)), d).
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


def f(x: Tensor, n: int) -> Tuple[Tuple[Tensor, Tuple[Tensor, int]], Tensor]:
    inner = (x.sum(0), n + 1)
    return (x, inner), x * float(n)
