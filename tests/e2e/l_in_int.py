# Wrong if `k in ks` on a List[int] compares the wrong values or only the static part.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, bool, bool]:
    ks = [2, 5]
    for i in range(n):
        ks.append(i * 3)
    if 3 in ks:
        x = x * 2.0
    else:
        x = x - 1.0
    return x, n in ks, 0 in ks
