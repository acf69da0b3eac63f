# >>> inputs
# x:float32[batch,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.zeros(1, 3)
# <<<
import torch
from torch import Tensor
from typing import Optional


# `if bad: raise` leaves no If: the model computes only the path that goes on
def f(x: Tensor) -> Tensor:
    if x.abs().sum() > 1000.0:
        raise ValueError("input too large")
    return x * 2 + 1
