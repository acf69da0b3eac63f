# Optional[int] helper parameter with a None default; the int, when given, drives a loop.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(4); k = 1
# x = torch.randn(2); k = 4
# <<<
import torch
from torch import Tensor
from typing import Optional


def repeat_add(x: Tensor, steps: Optional[int] = None) -> Tensor:
    n = 1
    if steps is not None:
        n = steps
    for i in range(n):
        x = x + 1.0
    return x


def f(x: Tensor, k: int) -> Tensor:
    return repeat_add(x) * 10.0 + repeat_add(x, k) + repeat_add(x, steps=k + 1)
