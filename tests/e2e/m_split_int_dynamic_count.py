# Wrong if x.split(2) over a symbolic dim gives a fixed number of chunks (3 rows: 2 chunks, the last of 1).
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(3, 3)
# x = torch.randn(6, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, int, Tensor]:
    parts = x.split(2)
    acc = torch.zeros(3)
    for p in parts:
        acc = acc * 2.0 + p.sum(0)
    return acc, len(parts), parts[-1]
