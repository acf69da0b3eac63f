# Caught by tests/gen (seed 161, --features default + alias-writes), minimized.
# Differed before tensors had an identity: a1 = x0[:, 1:3] is a view of x0 and a2 = a1.detach() shares it; `x0 += x1`
# (in a branch, no loop) writes x0, so a1 and a2 show the update in PyTorch; scriptc
# returns them unchanged, no error: the write to the base is not refused when a view of
# it is live under another name. Issue 6, item 1, first and second reproducers together.
# >>> inputs
# x0:float32[B,4]
# x1:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x0 = torch.randn(5, 4); x1 = torch.randn(5, 4); n = 0
# x0 = torch.randn(7, 4); x1 = torch.randn(7, 4); n = 1
# x0 = torch.randn(6, 4); x1 = torch.randn(6, 4); n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x0: Tensor, x1: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a1 = x0[:, 1:3]
    a2 = a1.detach()
    if n > 0:
        a3 = a2[1:]
    else:
        x0 += x1
    return a1, a2
