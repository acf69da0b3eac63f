# >>> inputs
# x:float32[B,4]
# v:float32[4]
# <<<
# >>> sets
# x = torch.randn(2, 4); v = torch.randn(4)
# x = torch.randn(5, 4); v = torch.randn(4)
# x = torch.randn(3, 4); v = torch.randn(4)
# <<<
# Wrong if add_ with a broadcast operand and alpha= is applied without alpha or to a copy.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, v: Tensor) -> Tuple[Tensor, Tensor]:
    y = x
    x.add_(v, alpha=-2.0)
    x.add_(0.5)
    return x, y
