# Nested loops whose carried sizes change at every level, with a variable reset at the top
# of each body: every level is built twice, and the inner loops were built again from their
# initial types each time (2^depth).  Now an inner loop built again in the same context
# starts from the types it settled on; the model must compute the same.
# >>> inputs
# x:float32[m,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 0
# x = torch.randn(3, 2); n = 1
# x = torch.randn(2, 2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    y = x[:1]
    for i in range(n):
        y = x[:1]
        for j in range(n):
            y = torch.cat([y, x[j % x.size(0):]])
            for k in range(2):
                y = torch.cat([y, y[:1] * k])
    return y, y.sum(0)
