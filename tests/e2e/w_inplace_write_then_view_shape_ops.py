# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4); n = 0
# x = torch.randn(5, 4); n = 1
# x = torch.randn(3, 4); n = 3
# <<<
# Wrong if a write followed by a shape-changing read (view, permute, sum over a dim) reads the pre-write value.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    y = x.view(-1, 2)
    for i in range(n):
        x[:, i] += 1.0
    s = y.sum(1)
    x.t()[0].mul_(-1.0)
    return s, y.permute(1, 0)
