# Wrong if split with a size list (dim 1) or split_with_sizes cuts at the wrong offsets.
# >>> inputs
# x:float32[B,6]
# <<<
# >>> sets
# x = torch.randn(2, 6)
# x = torch.randn(3, 6)
# x = torch.randn(4, 6)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a, b, c = x.split([1, 2, 3], dim=1)
    d, e = torch.split(x, [4, 2], 1)
    return a, c - b.sum(1, keepdim=True), d, e
