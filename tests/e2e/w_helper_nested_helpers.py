# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if a helper passing its argument (or a view of it) to another writing helper loses the inner write.
import torch
from torch import Tensor
from typing import Tuple


def inner(t: Tensor, c: float):
    t.add_(c)


def outer(t: Tensor) -> Tensor:
    inner(t[0], 10.0)
    inner(t[:, -1], -10.0)
    inner(t, 1.0)
    return t[1]


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    r = outer(x)
    r.zero_()
    return x, r
