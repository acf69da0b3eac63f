# >>> inputs
# x:float32[3,3]
# <<<
# >>> raises
# x = torch.randn(3, 3)
# x = torch.eye(3)
# <<<
# >>> stderr
# w_err_overlap_transpose.py:19:5: error: in-place update of 'x' reads a tensor that partly overlaps it (PyTorch raises at run time); clone() the operand
#    19 |     x.add_(x.t())
#       |     ^
# <<<
# Wrong if `x.add_(x.t())` (same memory, other strides; PyTorch raises) compiles to x + x^T.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x.add_(x.t())
    return x
