# >>> inputs
# x:float32[batch,3]
# w:float32[3]
# <<<
# >>> sets
# x = torch.randn(2, 3); w = torch.randn(3)
# x = torch.randn(4, 3); w = torch.randn(3)
# x = torch.randn(1, 3); w = torch.zeros(3)
# <<<
import torch
from torch import Tensor
from typing import Optional


def scale(x: Tensor, w: Optional[Tensor] = None) -> Tensor:
    if w is None:
        return x
    return x * w


def f(x: Tensor, w: Tensor) -> Tensor:
    return scale(x) + scale(x, w) + scale(x, None)
