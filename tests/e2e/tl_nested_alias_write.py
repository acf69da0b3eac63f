# Leaves of a carried nested tuple that share a tensor: an in-place write through one is
# seen through the other and through the name it came from, on every run of the loop.
# >>> inputs
# x:float32[N]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(4); n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, int]:
    h = x * 1.0
    st = ((h, h), 0)
    for i in range(n):
        (a, b), k = st
        a.add_(1.0)
        st = ((a, b * 2.0), k + 1)
    return st[0][0], st[0][1], h, st[1]
