# >>> inputs
# x:float32[batch]
# c:int64[]
# <<<
# >>> sets
# x = torch.randn(2); c = 0
# x = torch.randn(3); c = 1
# x = torch.randn(2); c = 3
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, c: int) -> Tensor:
    if c == 0:
        return x
    if c == 2:
        raise ValueError("c == 2")
    y = x * c
    if c > 100:
        raise ValueError("c > 100")
    return y - 1
