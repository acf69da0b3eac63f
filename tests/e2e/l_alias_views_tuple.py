# A list of views of one base, written through the list and through a tuple holding the list, then the base written in a loop.
# >>> inputs
# x:float32[N,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    base = x.clone()
    rows = [base[0], base[1]]
    rows[1].mul_(2.0)
    tup = (rows, 1)
    tup[0][0].add_(1.0)
    for i in range(n):
        base.add_(0.5)
    return base, torch.stack(rows)
