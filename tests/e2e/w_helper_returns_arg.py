# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if a helper returning its written argument returns a copy: a write through the result must reach x.
import torch
from torch import Tensor
from typing import Tuple


def g(t: Tensor) -> Tensor:
    t[0] = 0.0
    return t


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    z = g(x)
    z += 1.0
    return x, z
