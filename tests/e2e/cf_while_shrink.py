# A loop-carried tensor shrinks (drops its first row) each iteration, driven by a while on its size.
# >>> inputs
# x:float32[rows,2]
# <<<
# >>> sets
# x = torch.randn(1, 2)
# x = torch.randn(2, 2)
# x = torch.randn(6, 2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    acc = torch.zeros(2)
    while x.size(0) > 1:
        acc = acc + x[0] * x.size(0)
        x = x[1:]
    return x, acc
