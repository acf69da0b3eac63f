# Nested for loops; the inner bound depends on the outer index (0 iterations when i == 0).
# >>> inputs
# x:float32[d]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(4); n = 2
# x = torch.randn(5); n = 6
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    pairs = 0
    acc = torch.zeros_like(x)
    for i in range(n):
        for j in range(i):
            acc = acc + x * (i - j)
            pairs += 1
        acc = acc * 0.5
    return acc, pairs
