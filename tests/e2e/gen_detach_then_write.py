# Caught by tests/gen (seed 85, --all), minimized.
# Differed before tensors had an identity: a5 = x1.detach() shares x1's tensor; `x1 += ...` (straight code, no loop) writes
# it, so a5 shows the update in PyTorch; scriptc returns a5 unchanged, no error: detach is
# not counted as a view. Issue 6, item 1, first reproducer.
# >>> inputs
# x1:float64[4,3]
# n:int64[]
# <<<
# >>> sets
# x1 = torch.randn(4, 3).double(); n = 0
# x1 = torch.randn(4, 3).double(); n = 1
# x1 = torch.randn(4, 3).double(); n = 3
# <<<
import torch
from torch import Tensor


def f(x1: Tensor, n: int) -> Tensor:
    a5 = x1.detach()
    x1 += torch.cat([torch.ones([1, 1], dtype=torch.int64), torch.full([3, 1], 2, dtype=torch.int64)], 0)
    return a5
