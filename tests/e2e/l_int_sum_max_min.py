# Wrong if sum/max/min of a run-time List[int] ignore the elements appended in the loop.
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


def f(x: Tensor, n: int) -> Tuple[int, int, int, Tensor]:
    ks = [3, x.size(0)]
    for i in range(n):
        ks.append(i * 2 - 3)
    return sum(ks), max(ks), min(ks), x * float(max(ks) - min(ks))
