# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4); n = 0
# x = torch.randn(5, 4); n = 1
# x = torch.randn(3, 4); n = 3
# <<<
# Wrong if a slice taken before a loop that writes the base is stale after the loop.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    y = x[1:]
    for i in range(n):
        x += 1.0
    return y
