# A helper with its own many locals, called in a loop by a function with locals of the same names: each sees only its own.
# >>> inputs
# x:float32[b,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 0
# x = torch.randn(3, 2); n = 1
# x = torch.randn(2, 2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def step(a: Tensor, b: Tensor) -> Tensor:
    t0 = a * 0.5
    t1 = t0 + b
    t2 = torch.tanh(t1)
    if t2.sum() > 0:
        t0 = t2 * 2.0
    else:
        t1 = t2 - 1.0
    return t0 + t1


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    t0 = x + 1.0
    t1 = x * 2.0
    t2 = x - 1.0
    for i in range(n):
        t1 = step(t0, t1)
        t2 = step(t2, t0) + t1
    return t0, t1, t2
