# >>> inputs
# x:float32[B,4]
# v:float32[4]
# <<<
# >>> sets
# x = torch.randn(2, 4); v = torch.randn(4)
# x = torch.randn(5, 4); v = torch.randn(4)
# x = torch.randn(3, 4); v = torch.randn(4)
# <<<
# Wrong if `x[1] = v` writes a copy, or a row alias taken before is stale.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, v: Tensor) -> Tuple[Tensor, Tensor]:
    r = x[1]
    x[1] = v
    x[0] = 2.5
    return x, r
