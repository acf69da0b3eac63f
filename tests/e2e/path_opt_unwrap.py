# >>> inputs
# x:float32[3]
# w:float32[3]
# <<<
# >>> sets
# x = torch.randn(3); w = torch.randn(3)
# x = torch.randn(3); w = torch.zeros(3)
# x = torch.ones(3); w = torch.ones(3)
# <<<
import torch
from torch import Tensor
from typing import Optional


def g(x: Tensor, w: Optional[Tensor]) -> Tensor:
    return x + torch.jit._unwrap_optional(w)


def f(x: Tensor, w: Tensor) -> Tensor:
    return g(x, w)
