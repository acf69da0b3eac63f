# >>> inputs
# x:float32[4]
# <<<
# >>> raises
# x = torch.randn(4)
# x = torch.zeros(4)
# <<<
# >>> stderr
# w_err_store_whole_into_row.py:19:5: error: assignment to 'x[0]' reads a tensor that partly overlaps it (PyTorch raises at run time); clone() the value
#    19 |     x[0] = x
#       |     ^
# <<<
# Wrong if `x[0] = x` (the value contains the written row; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[0] = x
    return x
