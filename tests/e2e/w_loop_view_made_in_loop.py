# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4); n = 0
# x = torch.randn(5, 4); n = 1
# x = torch.randn(3, 4); n = 6
# <<<
# Wrong if a view made inside the loop body and written there does not update the carried base.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        c = x[:, i % 4]
        c.add_(float(i))
    return x
