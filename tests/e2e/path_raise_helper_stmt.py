# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 5
# <<<
import torch
from torch import Tensor
from typing import Optional


def check(n: int):
    if n < 0:
        raise ValueError("negative")


def f(x: Tensor, n: int) -> Tensor:
    check(n)
    for i in range(n):
        check(i)
        x = x + 1
    return x
