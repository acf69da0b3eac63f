# Regression (tests/gen writes seed 256, while making an elif chain keep which tensor a name
# is): the inner if leaves z a (made on the outer branch) or y; after the outer if, a is gone,
# so z is y only under the conditions that chose it, and a write through z reaches y then.
# >>> inputs
# x:float32[3]
# c:bool[]
# d:bool[]
# <<<
# >>> sets
# x = torch.randn(3); c = True; d = True
# x = torch.randn(3); c = True; d = False
# x = torch.randn(3); c = False; d = True
# x = torch.randn(3); c = False; d = False
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, c: bool, d: bool) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    if c:
        a = x * 2.0
        if d:
            z = a
        else:
            z = y
    else:
        z = y
    z.add_(1.0)
    return y, z
