# Caught by tests/gen (seed 110, --features default + alias-writes), minimized.
# Differed before tensors had an identity: a2 = x0[:2] is a view of x0; `x0 += ...` in a loop writes x0, so a2 sees the
# update in PyTorch; scriptc returns the old rows of a2 (no error). Issue 6, item 1,
# second reproducer, inside a loop.
# >>> inputs
# x0:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x0 = torch.randn(5, 4); n = 0
# x0 = torch.randn(7, 4); n = 1
# x0 = torch.randn(6, 4); n = 3
# <<<
import torch
from torch import Tensor


def f(x0: Tensor, n: int) -> Tensor:
    a2 = x0[:2]
    j3 = 0
    while j3 < n:
        j3 += 1
        x0 += 1.0
    return a2
