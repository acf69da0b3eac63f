# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 4
# <<<
# Wrong if a helper writing its argument, called in a loop, writes once or not at all.
import torch
from torch import Tensor


def bump(t: Tensor, i: int):
    t[i % t.size(0)] += 1.0


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        bump(x, i)
    return x
