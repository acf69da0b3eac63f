# User-style: best: Optional[Tensor] = None replaced in a loop when a candidate beats it (is None or ...).
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[N,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); n = 0
# x = torch.randn(2, 4); n = 1
# x = torch.randn(5, 4); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tensor:
    best: Optional[Tensor] = None
    for i in range(n):
        cand = x * float(i)
        if best is None or bool(cand.sum() > best.sum()):
            best = cand
    if best is None:
        return torch.zeros_like(x)
    return best
