# >>> inputs
# x:float32[batch]
# <<<
# >>> sets
# x = torch.randn(2)
# x = torch.randn(4)
# x = torch.ones(3)
# <<<
import torch
from torch import Tensor
from typing import Optional


def rep(x: Tensor, k: Optional[int] = None) -> Tensor:
    if k is None:
        k = 2
    return x * k


def f(x: Tensor) -> Tensor:
    return rep(x) + rep(x, 5)
