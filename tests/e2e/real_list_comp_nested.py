# User-style: comprehensions over enumerate(x) of a tensor, over a list of rows, a list of tuples from range(n), sum() of floats.
# >>> inputs
# x:float32[N,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); n = 0
# x = torch.randn(2, 4); n = 1
# x = torch.randn(5, 4); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tensor:
    rows = [r * float(j) for j, r in enumerate(x)]
    sums = [float(r.sum()) for r in rows]
    total = sum(sums)
    pairs = [(i, i + 1) for i in range(n)]
    return torch.stack(rows).sum(0) + total + float(len(pairs))
