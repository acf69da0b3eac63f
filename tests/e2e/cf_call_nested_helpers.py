# Helpers calling helpers, each with its own loop; inlining must keep the loops separate.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(2); k = 1
# x = torch.randn(4); k = 3
# <<<
import torch
from torch import Tensor


def smooth(x: Tensor) -> Tensor:
    return (x + torch.cat([x[1:], x[-1:]], 0)) * 0.5


def smooth_n(x: Tensor, n: int) -> Tensor:
    for _ in range(n):
        x = smooth(x)
    return x


def f(x: Tensor, k: int) -> Tensor:
    for i in range(k):
        x = smooth_n(x, i) + 1.0
    return smooth_n(x, k)
