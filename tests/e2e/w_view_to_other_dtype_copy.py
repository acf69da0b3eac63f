# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if `.to(int64)`/`.double()` make copies: writes to them must not reach x.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = x.double()
    a.add_(1.0)
    b = x.to(torch.int64)
    b[0] = 7
    c = x.clone()
    c.zero_()
    return x, a, b
