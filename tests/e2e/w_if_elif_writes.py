# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 2
# <<<
# Wrong if writes in an if/elif/else chain (different rows per branch) merge into the wrong rows.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    a = x.detach()
    if n == 0:
        a[0] = 1.0
    elif n == 1:
        a[1] += 5.0
    else:
        x[2].mul_(0.0)
    return x
