# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(6, 2); n = 0
# x = torch.randn(7, 2); n = 1
# x = torch.randn(6, 2); n = 3
# <<<
# Wrong if `x[i:i + 2] = v` with a run-time i writes at the wrong offset or past the end.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x[2 * i:2 * i + 2] = x[2 * i:2 * i + 2] * -1.0 + float(i)
    return x
