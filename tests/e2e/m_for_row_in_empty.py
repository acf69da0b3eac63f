# Wrong if `for row in x` over zero rows runs once.
# >>> inputs
# x:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(0, 2)
# x = torch.randn(1, 2)
# x = torch.randn(3, 2)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    acc = torch.ones(2)
    k = 0
    for row in x:
        acc = acc + row
        k += 1
    return acc, k
