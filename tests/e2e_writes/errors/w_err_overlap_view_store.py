# >>> inputs
# x:float32[B,4]
# <<<
# >>> raises
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# <<<
# >>> stderr
# w_err_overlap_view_store.py:20:5: error: assignment to 'y[1:]' reads a tensor that partly overlaps it (PyTorch raises at run time); clone() the value
#    20 |     y[1:] = y[:-1]
#       |     ^
# <<<
# Wrong if `y = x[0]; y[1:] = y[:-1]` (overlap through a view; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x[0]
    y[1:] = y[:-1]
    return x
