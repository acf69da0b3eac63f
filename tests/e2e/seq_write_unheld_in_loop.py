# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
# The list holds values computed from y (its sums), not y: writes to y in the loop leave the
# list as it is, and it is read after the loop.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    sums: List[Tensor] = [x.sum(0)]
    y = x.clone()
    for i in range(n):
        sums.append(y.sum(0))
        y.mul_(0.5)
    return torch.stack(sums), y
