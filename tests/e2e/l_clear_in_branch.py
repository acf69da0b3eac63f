# Wrong if a clear() on one path only is applied on both, or on neither (lengths differ per branch).
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
    xs = [x, x + 1.0]
    if n > 1:
        xs.clear()
    xs.append(x * 3.0)
    return torch.stack(xs), len(xs)
