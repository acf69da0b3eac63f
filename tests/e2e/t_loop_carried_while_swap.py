# Wrong if a tuple carried through a while loop and swapped each turn loses the swap.
# >>> inputs
# x:float32[B]
# y:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); y = torch.randn(2); n = 0
# x = torch.randn(3); y = torch.randn(3); n = 1
# x = torch.randn(2); y = torch.randn(2); n = 5
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    p = (x, y)
    j = 0
    while j < n:
        p = (p[1] + 1.0, p[0])
        j += 1
    return p
