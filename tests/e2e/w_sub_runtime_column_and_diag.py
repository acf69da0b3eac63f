# >>> inputs
# x:float32[4,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 4); n = 0
# x = torch.randn(4, 4); n = 1
# x = torch.randn(4, 4); n = 4
# <<<
# Wrong if `x[:, i] = v` and `x[i, i] = v` with a loop variable write the wrong dim.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    y = x.clone()
    for i in range(n):
        x[:, i] = float(i)
        y[i, i] = -1.0
        y[i, (i + 1) % 4] += 100.0
    return x + y
