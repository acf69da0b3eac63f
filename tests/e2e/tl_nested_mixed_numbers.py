# A loop carrying a nested tuple of tensors and numbers (a step count, a running float),
# rebuilt in another order of construction each run, and returned whole from the entry
# (flattened into outputs in order).
# >>> inputs
# x:float32[N]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(6); n = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tuple[Tensor, int], Tuple[float, Tuple[Tensor, Tensor]]]:
    st = ((x, 0), (0.5, (x * 2.0, x.sum())))
    for i in range(n):
        (a, k), (m, (b, s)) = st
        b2 = b + a * m
        st = ((a * 0.5 + b2, k + i), (m * 1.5, (b2, s + b2.sum())))
    return st
