# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if `x[mask] = 0.0` writes through a mask computed from x itself in the wrong order.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x[0]
    x[x < 0] = 0.0
    x[x > 1.0] = x.max() * 0.5
    return x, y
