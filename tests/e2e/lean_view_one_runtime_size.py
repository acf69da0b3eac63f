# A view or reshape to sizes of which one int is known only at run time and the others are
# constants neither 0 nor negative: that int may be 0 or -1 but not both, so PyTorch's
# refusal of a -1 beside a 0 cannot happen and the Reshape (allowzero=1) needs no check
# (lower_shape.c negsize); with a constant -1 beside it the check stays (the raises below).
# >>> inputs
# x:float32[n,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = 2
# x = torch.randn(4, 3); k = -1
# x = torch.zeros(0, 3); k = -1
# x = torch.zeros(0, 3); k = 0
# x = torch.randn(1, 3); k = 1
# <<<
# >>> raises
# x = torch.randn(2, 3); k = 0
# x = torch.randn(2, 3); k = 3
# x = torch.randn(2, 3); k = -2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor]:
    return x.view(1, k, 3) * 2.0, x.reshape(k, 3, 1)
