# Loops over tuples (unrolled) rebind names, inside a range loop and an if, and their names stay defined after.
# >>> inputs
# x:float32[b,2]
# y:float32[b,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); y = torch.randn(2, 2); n = 0
# x = torch.randn(3, 2); y = torch.randn(3, 2); n = 1
# x = torch.randn(2, 2); y = torch.randn(2, 2); n = 3
# x = -torch.rand(3, 2); y = torch.randn(3, 2); n = 2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    a = x * 1.0
    b = y * 1.0
    last = x
    for i in range(n):
        for w in (x, y, a):
            a = a * 0.5 + w
            b = b - w * 0.25
            last = w
    if x.sum() > 0:
        for w in (b, y):
            b = torch.tanh(b + w)
            last = w * 2.0
    else:
        for w in (a, x, y):
            a = a + w
    return a, b, last
