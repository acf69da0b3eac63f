# >>> inputs
# x:float32[B,1]
# y:float32[B]
# <<<
# >>> sets
# x = torch.randn(2, 1); y = torch.randn(2)
# x = torch.randn(5, 1); y = torch.randn(5)
# x = torch.randn(3, 1); y = torch.randn(3)
# <<<
# Wrong if writes through unsqueeze and squeeze views do not reach the base.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor]:
    s = x.squeeze(1)
    s += y
    u = y.unsqueeze(0)
    u[0, 0] = -9.0
    return x, y
