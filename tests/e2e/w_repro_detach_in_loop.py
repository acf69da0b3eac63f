# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 4
# <<<
# Wrong if a detached alias written in a loop body does not update the base after the loop.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    y = x.detach()
    for i in range(n):
        y += 1.5
    return x
