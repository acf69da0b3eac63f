# >>> inputs
# x:float32[batch]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 0
# x = torch.randn(4); n = -1
# <<<
import torch
from torch import Tensor
from typing import Optional


# a body that raises whenever it runs: the model computes the loop that does not run
def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x + 1
        raise ValueError("not implemented")
    return x * 3
