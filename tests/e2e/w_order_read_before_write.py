# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if a value computed from x before an in-place write is computed from the written x (the read is moved past the write).
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    s = x.sum()
    a = x[0] * 1.0
    b = x[0]
    x.add_(1.0)
    x[0] = 5.0
    return s, a, b, x.sum()
