# >>> inputs
# x:float32[B,3]
# <<<
# >>> raises
# x = torch.randn(4, 3)
# x = torch.randn(3, 3)
# <<<
# >>> stderr
# w_err_overlap_shifted_iadd.py:19:5: error: in-place update of 'x[1:]' reads a tensor that partly overlaps it (PyTorch raises at run time); clone() the operand
#    19 |     x[1:] += x[:-1]
#       |     ^
# <<<
# Wrong if `x[1:] += x[:-1]` (overlapping in-place add; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[1:] += x[:-1]
    return x
