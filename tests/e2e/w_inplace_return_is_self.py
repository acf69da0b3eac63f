# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if `y = x.add_(1)` makes y a copy: writes through y must reach x and x's aliases.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    r = x[0]
    y = x.add_(1.0)
    z = y.mul_(3.0)
    z[0, 0] = -100.0
    return x, r, y
