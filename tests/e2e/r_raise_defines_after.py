# Wrong if a name assigned only on the non-raising paths of an if/elif/else is not defined after it.
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


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    if n == 0:
        y = x + 1.0
        k = 10
    elif n < 5:
        y = x * float(n)
        k = n
    else:
        raise ValueError("n too large")
    return y, k
