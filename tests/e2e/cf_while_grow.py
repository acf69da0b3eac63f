# A while loop that grows a tensor (cat along dim 0) until its length reaches a run-time value.
# >>> inputs
# x:float32[m]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 2
# x = torch.randn(2); n = 3
# x = torch.randn(1); n = 8
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    while x.size(0) < n:
        x = torch.cat([x, x[-1:] + x[:1]], 0)
    return x
