# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if after a base write, views of every kind (select, slice, t, view, unsqueeze, detach) are stale.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = x[1]
    b = x[:, 1:3]
    c = x.t()
    d = x.view(-1)
    e = x.unsqueeze(0)
    g = x.detach()
    x.mul_(-2.0)
    x[0, 0] = 100.0
    return a, b, c, d, e, g
