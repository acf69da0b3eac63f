# A loop-carried tensor grows along dim 0 each iteration: x = cat([x, f(x[-1:])]).
# >>> inputs
# x:float32[rows,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(1, 3); n = 1
# x = torch.randn(3, 3); n = 5
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = torch.cat([x, x[-1:] * 0.5 + i], 0)
    return x
