# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if a helper given the same tensor twice: a write through one parameter is not seen through the other.
import torch
from torch import Tensor
from typing import Tuple


def g(a: Tensor, b: Tensor) -> Tensor:
    a.add_(1.0)
    return b * 2.0


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    r = g(x, x)
    return x, r
