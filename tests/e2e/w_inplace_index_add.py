# >>> inputs
# x:float32[4,B]
# src:float32[3,B]
# <<<
# >>> sets
# x = torch.randn(4, 2); src = torch.randn(3, 2)
# x = torch.randn(4, 5); src = torch.randn(3, 5)
# x = torch.randn(4, 3); src = torch.randn(3, 3)
# <<<
# Wrong if index_add_ with repeated indices keeps one addend, or alpha is ignored.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, src: Tensor) -> Tuple[Tensor, Tensor]:
    i = torch.tensor([2, 0, 2])
    y = x.clone()
    x.index_add_(0, i, src)
    y.index_add_(0, i, src, alpha=-0.5)
    return x, y
