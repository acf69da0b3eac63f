# >>> inputs
# x:float32[B,4]
# src:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4); src = torch.randn(2, 4)
# x = torch.randn(5, 4); src = torch.randn(5, 4)
# x = torch.randn(3, 4); src = torch.randn(3, 4)
# <<<
# Wrong if scatter_ with a src tensor or a value writes the wrong places, or reads the base unwritten.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, src: Tensor) -> Tuple[Tensor, Tensor]:
    idx = torch.arange(2) * 2 + (src[:, :1] > 0).long()  # [B, 2]: 0, 2 or 1, 3 per row
    y = x.clone()
    x.scatter_(1, idx, src)
    y.scatter_(1, idx, 4.0)
    return x, y
