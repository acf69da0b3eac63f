# Wrong if a List[int] built at run time (sizes from n and x) feeds torch.zeros/ones/full with the wrong shape.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    sz: List[int] = [x.size(0)]
    for i in range(n):
        sz.append(2)
    z = torch.zeros(sz)
    o = torch.ones(sz[:1] + [n + 1], dtype=torch.int64)
    fl = torch.full([len(sz), x.size(1)], 2.5)
    return z, o, fl
