# >>> inputs
# x:float32[batch,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 7
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x + i
    return x
