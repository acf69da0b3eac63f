# >>> inputs
# x:float32[batch]
# w:float32[batch]
# <<<
# >>> sets
# x = torch.randn(2); w = torch.randn(2)
# x = torch.randn(4); w = torch.randn(4)
# x = torch.ones(3); w = torch.ones(3)
# <<<
import torch
from torch import Tensor
from typing import Optional


def apply(x: Tensor, w: Optional[Tensor]) -> Tensor:
    assert w is not None, "w is required"
    return x - w


def f(x: Tensor, w: Tensor) -> Tensor:
    return apply(x, w)
