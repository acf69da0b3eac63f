# >>> inputs
# x:float32[1,4]
# <<<
# >>> sets
# x = torch.randn(1, 4)
# x = torch.zeros(1, 4)
# x = torch.ones(1, 4)
# <<<
# Wrong if writing a row of an expanded view writes one row only (PyTorch: every row shows it, they share memory).
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.expand(3, 4)
    y[0] = 2.0
    return x, y
