# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if unsqueeze_/squeeze_ change the name's shape but an alias taken before keeps or loses it wrongly.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    y = x
    x.unsqueeze_(1)
    a = x * 1.0
    x.squeeze_(1)
    x.add_(1.0)
    return a, x, y
