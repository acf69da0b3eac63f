# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(3, 4)
# x = torch.randn(4, 6)
# x = torch.randn(6, 2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    h = x.size(1) // 2
    a = x[:, :h]
    b = x[:, h:]
    c = x[x.size(0) - 1]
    return a, b, c
