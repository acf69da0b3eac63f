# Wrong if an Optional local set on one path only (run-time condition) is refined to the wrong path after `is None`.
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
    best: Optional[Tensor] = None
    for i in range(n):
        cand = x * float(i + 1)
        if best is None:
            best = cand
        else:
            best = torch.maximum(best, cand - 2.0)
    if best is None:
        return x - 100.0
    return best
