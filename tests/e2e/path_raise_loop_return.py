# >>> inputs
# x:float32[4]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0, 4.0]); n = 0
# x = torch.tensor([1.0, 2.0, 3.0, 4.0]); n = 2
# x = torch.tensor([1.0, -2.0, 3.0, 4.0]); n = 4
# x = torch.tensor([5.0, 5.0, 5.0, 5.0]); n = 4
# <<<
import torch
from torch import Tensor
from typing import Optional


# return and raise in one loop body
def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        if x[i] < 0:
            return x * i
        if x[i] > 100:
            raise ValueError("too large")
    return x
