# The check that x.max() is not of an empty tensor reads the carried y's shape, which its
# type [n] names as x's: licm reads x's instead and moves the check's Shape, Size, Equal and
# Where before the Loop (passes/licm.c, outershape); the failing Reshape stays in the body.
# A Loop that runs 0 times on an empty x returns it (no max taken); one that runs fails as
# PyTorch raises (the raises set)
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(6) * 8; k = torch.tensor(10)
# x = torch.randn(1) * 3; k = torch.tensor(1)
# x = torch.zeros(0); k = torch.tensor(0)
# x = torch.tensor([float("nan"), 4.0]); k = torch.tensor(3)
# <<<
# >>> raises
# x = torch.zeros(0); k = torch.tensor(2)
# <<<
from typing import Tuple

import torch
from torch import Tensor


def f(x: Tensor, k: Tensor) -> Tuple[Tensor, int]:
    y = x
    i = 0
    while i < int(k):
        if bool(y.abs().max() < 0.5):
            break
        y = y * 0.5
        i += 1
    return y, i
