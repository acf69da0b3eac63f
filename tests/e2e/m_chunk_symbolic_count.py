# Wrong if chunk(3) over a symbolic dim gives a fixed number of chunks (B = 2 gives 2, B = 7 gives 3 of 3, 3, 1).
# >>> inputs
# x:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(2, 2)
# x = torch.randn(7, 2)
# x = torch.randn(6, 2)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, int, Tensor]:
    cs = x.chunk(3)
    acc = torch.zeros(2)
    for c in cs:
        acc = acc * 2.0 + c.sum(0)
    return acc, len(cs), cs[0]
