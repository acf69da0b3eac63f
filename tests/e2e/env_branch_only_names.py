# Names bound on one branch only (then unused) do not disturb the names both branches see.
# >>> inputs
# x:float32[b,3]
# c:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); c = -1
# x = torch.randn(4, 3); c = 0
# x = torch.randn(2, 3); c = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, c: int) -> Tuple[Tensor, Tensor]:
    a = x + 1.0
    b = x * 2.0
    if c > 0:
        u1 = a * 3.0
        u2 = u1 + b
        u3 = torch.tanh(u2)
        a = u3 - 1.0
    else:
        v1 = b - 2.0
        v2 = v1 * v1
        b = v2 + a
    if c == 0:
        w = a * b
    return a, b
