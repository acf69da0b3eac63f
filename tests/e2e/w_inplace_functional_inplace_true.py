# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if F.relu(x, inplace=True) and F.leaky_relu(..., inplace=True) return new tensors and leave x (and its views) unchanged.
import torch
from torch import Tensor
from typing import Tuple


import torch.nn.functional as F


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    r = x[0]
    y = F.relu(x[1:], inplace=True)
    z = F.leaky_relu(x[:1], 0.1, inplace=True)
    return x, r, y + z.sum()
