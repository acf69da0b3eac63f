# Bounds computed with int arithmetic: n * 2 - 1, n // 2, len(x).
# >>> inputs
# x:float32[m]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(1); n = 1
# x = torch.randn(5); n = 5
# x = torch.randn(2); n = 3
# x = torch.randn(0); n = 2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int]:
    a = 0
    for i in range(n * 2 - 1):
        a += i
    b = 0
    for _ in range(n // 2):
        b += 1
        x = x * 1.5
    for k in range(len(x)):
        x = x + k
    return x, a, b
