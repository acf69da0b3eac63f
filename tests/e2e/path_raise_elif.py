# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 4
# x = torch.randn(3); n = 7
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, n: int) -> Tensor:
    if n == 0:
        y = x
    elif n == 1:
        y = x * 2
    elif n < 0:
        raise ValueError("negative")
    elif n > 100:
        raise ValueError("too many")
    else:
        y = x * n
    return y + 1
