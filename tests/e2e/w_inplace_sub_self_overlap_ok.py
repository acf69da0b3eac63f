# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if x.sub_(x) (full overlap, allowed by PyTorch) reads the written value, or is refused.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.clone()
    y.mul_(y)
    x.sub_(x)
    return x, y
