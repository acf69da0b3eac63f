# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 5
# <<<
# Wrong if a write in an if inside a loop body is carried on trips where the branch was not taken.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    y = x.detach()
    for i in range(n):
        if i % 2 == 1:
            y[:, 0] += 1.0
        else:
            x[:, 2] -= 1.0
    return x
