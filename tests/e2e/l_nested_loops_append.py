# Wrong if appends in nested loops with run-time trip counts are counted as one loop's.
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
    xs = [x]
    for i in range(n):
        for j in range(i + 1):
            xs.append(x * float(i) + float(j))
    return torch.stack(xs), len(xs)
