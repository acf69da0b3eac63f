# >>> inputs
# x:float32[B,3]
# v:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); v = torch.randn(2, 3)
# x = torch.randn(5, 3); v = torch.randn(5, 3)
# x = torch.randn(4, 3); v = torch.randn(4, 3)
# <<<
# Wrong if `x += v` rebinds x to a new tensor instead of writing it: the other name must see the write.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, v: Tensor) -> Tuple[Tensor, Tensor]:
    a = x
    x += v
    x -= 0.5
    x *= v
    return a, x
