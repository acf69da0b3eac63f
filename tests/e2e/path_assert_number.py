# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 6
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, n: int) -> Tensor:
    assert n >= 0, "n must not be negative"
    for i in range(n):
        x = x * 0.5 + i
    return x
