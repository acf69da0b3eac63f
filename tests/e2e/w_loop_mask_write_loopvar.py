# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 3; n = 0
# x = torch.randn(5, 3) * 3; n = 1
# x = torch.randn(4, 3) * 3; n = 4
# <<<
# Wrong if `x[x > i] = i` in a loop uses the mask of the first trip, or of the unwritten x.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x[x > float(i)] = float(i) - 0.5
    return x
