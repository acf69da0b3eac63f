# >>> inputs
# x:float32[B,4]
# <<<
# >>> raises
# x = torch.randn(3, 4)
# x = torch.randn(5, 4)
# <<<
# >>> stderr
# w_err_overlap_iadd_row.py:19:5: error: in-place update of 'x' reads a tensor that partly overlaps it (PyTorch raises at run time); clone() the operand
#    19 |     x += x[0]
#       |     ^
# <<<
# Wrong if `x += x[0]` (the operand partly overlaps the written tensor; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x += x[0]
    return x
