# Caught by tests/gen (seed 40, --features default + alias-writes), minimized.
# Differed before tensors had an identity: `a1 = x1` shares x1's tensor; `x1 *= 0.5` in a loop writes it, so a1 is
# x1 * 0.5**B after the loop (PyTorch); scriptc returns a1 unchanged (no error).
# Outside a loop the same code is refused ("in-place update of 'x1', which shares its
# tensor"). Issue 6, item 1, third reproducer.
# >>> inputs
# x0:float32[B,4]
# x1:float32[]
# <<<
# >>> sets
# x0 = torch.randn(5, 4); x1 = torch.randn(())
# x0 = torch.randn(7, 4); x1 = torch.randn(())
# x0 = torch.randn(6, 4); x1 = torch.randn(())
# <<<
import torch
from torch import Tensor


def f(x0: Tensor, x1: Tensor) -> Tensor:
    a1 = x1
    for i2 in range(x0.size(0)):
        x1 *= 0.5
    return a1
