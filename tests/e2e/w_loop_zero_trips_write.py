# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 2
# <<<
# Wrong if a loop that runs 0 times still applies its write (or a range(0) body is folded wrongly).
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    v = x.t()
    for i in range(n - 1):
        v.add_(100.0)
    return x
