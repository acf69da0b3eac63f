# x += ... is allowed once the other names that held x hold something else: on rebinding, in a loop body that is over, in a helper that returned.
# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def twice(a: Tensor) -> Tensor:
    b = a
    c = b * 2.0
    return c


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    y = x * 1.0
    z = y
    z = z * 3.0
    y += 1.0
    for i in range(n):
        w = y
        y = w + 1.0
    y += 2.0
    u = twice(y)
    y *= 0.5
    return y, z, u
