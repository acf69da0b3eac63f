# User-style: x.tolist() as List[float] of run-time length (0, 1, many), summed and maxed in a loop.
# >>> inputs
# x:float32[N]
# <<<
# >>> sets
# x = torch.randn(0)
# x = torch.randn(1)
# x = torch.randn(6)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor) -> Tensor:
    vals: List[float] = x.tolist()
    total = 0.0
    best = -1.0e9
    for v in vals:
        total += v
        if v > best:
            best = v
    return torch.tensor([total, best, float(len(vals))])
