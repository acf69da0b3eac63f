# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if `y = x + 0` then `y += 1` writes x too (y is a new tensor, not an alias).
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x + 0
    y += 1.0
    z = x.clone()
    z *= 5.0
    return x, y + z
