# reshape, flatten and contiguous of x.t() with x of shape [B, 3]: views when B is 1 (x.t() is
# then contiguous: a dim of size 1 does not count), copies otherwise; the model decides by an
# If on B (issue 18; they were refused as "may share memory").  The writes reach x only when
# they are views.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(2, 3)
# x = torch.randn(4, 3)
# x = torch.randn(3, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x.t().reshape(-1)
    a += 1.0
    b = x.t().flatten()
    b[0] = 100.0
    c = x.t().contiguous()
    c.zero_()
    return x, a, b, c
