# range(a, b) with both bounds run-time ints (empty when a >= b).
# >>> inputs
# x:float32[n]
# a:int64[]
# b:int64[]
# <<<
# >>> sets
# x = torch.randn(3); a = 2; b = 2
# x = torch.randn(5); a = 4; b = 1
# x = torch.randn(4); a = -1; b = 0
# x = torch.randn(6); a = -3; b = 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, a: int, b: int) -> Tuple[Tensor, int]:
    s = 0
    for i in range(a, b):
        x = x + i * x.abs().mean()
        s += i * i
    return x, s
