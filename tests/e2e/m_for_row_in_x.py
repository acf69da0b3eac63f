# Wrong if `for row in x` runs a fixed number of times, or over the wrong dim.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    acc = torch.zeros(3)
    k = 0
    for row in x:
        acc = acc * 0.5 + row * float(k)
        k += 1
    return acc, k
