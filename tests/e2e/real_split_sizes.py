# User-style: split with a list of sizes unpacked into three, torch.split into rows, len of the parts.
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
    a, b, c = x.split([1, 2, 1], dim=1)
    parts = torch.split(x, 1, dim=0)
    acc = a * 2.0 + c - b.sum(1, keepdim=True)
    return acc.sum(0) + float(len(parts))
