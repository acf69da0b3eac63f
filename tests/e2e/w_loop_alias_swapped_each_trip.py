# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 4
# <<<
# Wrong if two names swapped each trip, one written: which tensor is written alternates with the trip count.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a = x.clone()
    b = x.clone()
    for i in range(n):
        a, b = b, a
        a[0] += 1.0
    return a, b
