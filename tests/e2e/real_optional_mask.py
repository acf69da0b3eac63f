# User-style: an Optional[Tensor] mask set on one branch, passed to a helper that checks "is not None".
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[N,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.rand(3, 4); n = 0
# x = torch.rand(5, 4); n = 1
# x = torch.rand(1, 4); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def g(x: Tensor, mask: Optional[Tensor]) -> Tensor:
    if mask is not None:
        x = x.masked_fill(mask, 0.0)
    return x.sum(-1)


def f(x: Tensor, n: int) -> Tensor:
    m: Optional[Tensor] = None
    if n > 0:
        m = x > 0.5
    return g(x, m)
