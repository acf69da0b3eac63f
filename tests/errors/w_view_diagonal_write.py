# PyTorch computes this; scriptc refuses it with a located error (a write it cannot follow).
# >>> inputs
# x:float32[3,3]
# <<<
# >>> stderr
# w_view_diagonal_write.py:20:5: error: cannot write through a view made by aten::diagonal here; write to a copy (.clone()) or to the base tensor
#    20 |     d.fill_(5.0)
#       |     ^~~~~~~~~~~~
# w_view_diagonal_write.py:21:5: error: cannot write through a view made by aten::diagonal here; write to a copy (.clone()) or to the base tensor
#    21 |     x.diagonal(1).mul_(-1.0)
#       |     ^~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# Wrong if a write through diagonal() writes a row instead of the diagonal.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    d = x.diagonal()
    d.fill_(5.0)
    x.diagonal(1).mul_(-1.0)
    return x
