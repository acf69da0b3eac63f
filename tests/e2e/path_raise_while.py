# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 9
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, n: int) -> Tensor:
    i = 0
    while i < n:
        if x.abs().sum() > 1e30:
            raise OverflowError("diverged")
        x = x * 0.9 + 0.1
        i += 1
    return x
