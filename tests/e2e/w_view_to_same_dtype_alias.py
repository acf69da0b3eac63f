# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if `.to()` of the same dtype and `.contiguous()` return self: writes through them must reach x.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    a = x.to(torch.float32)
    a.add_(1.0)
    b = x.contiguous()
    b[0] = 0.0
    c = x.float()
    c *= 2.0
    return x, a
