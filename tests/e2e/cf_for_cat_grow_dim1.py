# Growing along dim 1 inside a loop, with a shape-dependent value appended.
# >>> inputs
# x:float32[b,w]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 1); n = 0
# x = torch.randn(3, 2); n = 1
# x = torch.randn(1, 3); n = 4
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for _ in range(n):
        x = torch.cat([x, x.sum(1, keepdim=True) / x.size(1)], 1)
    return x
