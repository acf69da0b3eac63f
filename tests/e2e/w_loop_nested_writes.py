# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
# Wrong if nested loops writing x[i, j] through a row view carry only the inner loop's writes.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        r = x[i]
        for j in range(3):
            r[j] += float(i * 3 + j)
        x[i, 0] *= 2.0
    return x
