# >>> inputs
# x:float32[2]
# a:int64[]
# b:int64[]
# <<<
# >>> sets
# x = torch.randn(2); a = 0; b = 0
# x = torch.randn(2); a = 1; b = 0
# x = torch.randn(2); a = 1; b = 1
# x = torch.randn(2); a = 0; b = 5
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, a: int, b: int) -> Tensor:
    if a > 0:
        if b > 0:
            y = x + b
        else:
            y = x - a
    else:
        if b > 3:
            y = x * b
        elif b >= 0:
            y = x
        else:
            raise ValueError("b < 0 with a <= 0")
    return y * 2
