# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 2
# <<<
# Wrong if a helper that writes its argument on one path only (by its int argument) is merged wrongly.
import torch
from torch import Tensor
from typing import Tuple


def g(t: Tensor, k: int) -> Tensor:
    if k > 0:
        t.mul_(-1.0)
    return t + 0.0


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a = x.detach()
    r = g(x, n)
    r += 1.0
    return a, r
