# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if a helper writing a view of its argument (or a view passed to it) does not reach the caller's base.
import torch
from torch import Tensor
from typing import Tuple


def g(t: Tensor, v: float) -> Tensor:
    c = t[:, 1]
    c.fill_(v)
    return t.sum()


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    s = g(x, 2.0)
    g(x[:, 2:], -1.0)
    return x, s
