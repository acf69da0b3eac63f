# >>> inputs
# x:float32[B,4]
# <<<
# >>> raises
# x = torch.randn(3, 4)
# x = torch.randn(5, 4)
# <<<
# >>> stderr
# w_err_overlap_shifted_store.py:19:5: error: assignment to 'x[1:]' reads a tensor that partly overlaps it (PyTorch raises at run time); clone() the value
#    19 |     x[1:] = x[:-1]
#       |     ^
# <<<
# Wrong if `x[1:] = x[:-1]` (overlapping store; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[1:] = x[:-1]
    return x
