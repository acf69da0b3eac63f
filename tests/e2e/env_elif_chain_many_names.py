# An elif chain whose branches rebind different names among twelve, and bind new ones; every branch taken.
# >>> inputs
# x:float32[b]
# c:int64[]
# <<<
# >>> sets
# x = torch.randn(2); c = 0
# x = torch.randn(3); c = 1
# x = torch.randn(2); c = 2
# x = torch.randn(3); c = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, c: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a0 = x + 0.0
    a1 = x + 1.0
    a2 = x + 2.0
    a3 = x + 3.0
    a4 = x + 4.0
    a5 = x + 5.0
    a6 = x + 6.0
    a7 = x + 7.0
    a8 = x + 8.0
    a9 = x + 9.0
    a10 = x + 10.0
    a11 = x + 11.0
    if c == 0:
        a3 = a0 * a1
        a9 = a3 - a2
        z = a9 * 2.0
    elif c == 1:
        a11 = a10 + a0
        a1 = a11 * 0.5
        z = a1 + a2
    elif c == 2:
        a0 = a5 * a6
        a7 = a0 - a4
        a2 = a7 + a8
        z = a2 * a3
    else:
        z = a4 - a5
    return a0 + a1 + a2 + a3, a7 + a9, a11 - a10, z
