# Tuple assignment and swapping (a, b = b, a + b): Fibonacci on ints and on tensors.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.rand(2); k = 0
# x = torch.rand(3); k = 1
# x = torch.rand(2); k = 12
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[int, Tensor, Tensor]:
    a, b = 0, 1
    u, v = x, torch.ones_like(x)
    for _ in range(k):
        a, b = b, a + b
        u, v = v, u + v
    return a, u, v
