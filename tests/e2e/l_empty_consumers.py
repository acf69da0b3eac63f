# Wrong if len of, or a loop over, a list that ends empty at run time is not 0 / not skipped.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, bool]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x * float(i + 1))
    xs.clear()
    acc = x
    for t in xs:
        acc = acc + t
    return acc, len(xs), len(xs) == 0
