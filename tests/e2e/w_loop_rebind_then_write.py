# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
# Wrong if rebinding a name in the loop breaks its aliasing: writes after the rebinding must not reach the old tensor.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    y = x
    for i in range(n):
        y = y * 1.0
        y[0] = float(i)
    return x, y
