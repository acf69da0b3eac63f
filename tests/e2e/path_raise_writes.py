# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 2
# <<<
import torch
from torch import Tensor
from typing import Optional


# a write on the path that goes on stays written
def f(x: Tensor, n: int) -> Tensor:
    y = x.clone()
    if n < 5:
        y.add_(n)
        y[0] = 7.0
    else:
        raise ValueError("n >= 5")
    return y + x
