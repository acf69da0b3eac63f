# User-style: a list of column blocks from split merged pairwise in a while loop with pop(0) and append, bounded by a run-time count.
# >>> inputs
# x:float32[N,6]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 6); n = 0
# x = torch.randn(3, 6); n = 2
# x = torch.randn(4, 6); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    parts = list(x.split(2, dim=1))
    steps = 0
    while len(parts) > 1 and steps < n:
        a = parts.pop(0)
        b = parts.pop(0)
        parts.append(a * 0.5 + b)
        steps += 1
    return torch.cat(parts, dim=1), steps
