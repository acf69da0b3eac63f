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


# `if w is None: raise` refines w for what follows
def apply(x: Tensor, w: Optional[Tensor]) -> Tensor:
    if w is None:
        raise ValueError("w is required")
    return x * w


def f(x: Tensor, w: Tensor) -> Tensor:
    return apply(x, w) + 1
