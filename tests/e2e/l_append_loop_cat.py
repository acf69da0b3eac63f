# Wrong if torch.cat of a list grown in a loop misses the first or last element (n = 0, 1, many).
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(2, 3); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    parts = [x]
    for i in range(n):
        parts.append(x[:1] + float(i))
    return torch.cat(parts, 0)
