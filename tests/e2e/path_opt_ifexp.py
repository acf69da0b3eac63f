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


def pick(x: Tensor, w: Optional[Tensor]) -> Tensor:
    m = w if w is not None else x
    n = x if w is None else w * 2
    return m + n


def f(x: Tensor, w: Tensor) -> Tensor:
    return pick(x, w) + pick(x, None)
