# A helper returning a tuple, unpacked at the call site inside a loop (a running min/max).
# >>> inputs
# x:float32[n,2]
# <<<
# >>> sets
# x = torch.randn(1, 2)
# x = torch.randn(3, 2)
# x = torch.randn(6, 2)
# x = torch.randn(2, 2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def update(lo: Tensor, hi: Tensor, row: Tensor) -> Tuple[Tensor, Tensor]:
    return torch.min(lo, row), torch.max(hi, row)


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    lo, hi = x[0], x[0]
    for i in range(1, x.size(0)):
        lo, hi = update(lo, hi, x[i])
    return lo, hi
