# PyTorch computes this; scriptc refuses it with a located error (a write it cannot follow).
# >>> inputs
# x:float32[B,3]
# <<<
# >>> stderr
# w_view_reshape_copy_when_noncontig.py:24:7: error: cannot write to 'a' in place: it may share its memory with another tensor (reshape of a tensor that may not be contiguous may be a view or a copy); use .clone() where it is made, or write to the tensor it comes from
#    24 |     a += 1.0
#       |       ^~
# w_view_reshape_copy_when_noncontig.py:26:5: error: cannot write to 'b' in place: it may share its memory with another tensor (flatten of a tensor that may not be contiguous may be a view or a copy); use .clone() where it is made, or write to the tensor it comes from
#    26 |     b[0] = 100.0
#       |     ^~~~
# w_view_reshape_copy_when_noncontig.py:28:5: error: cannot write to 'c' in place: it may share its memory with another tensor (contiguous of a tensor that may not be contiguous may be a view or a copy); use .clone() where it is made, or write to the tensor it comes from
#    28 |     c.zero_()
#       |     ^~~~~~~~~
# <<<
# Wrong if reshape/flatten/contiguous of a non-contiguous tensor are copies: writes to them must not reach the base.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x.t().reshape(-1)
    a += 1.0
    b = x.t().flatten()
    b[0] = 100.0
    c = x.t().contiguous()
    c.zero_()
    return x, a, b, c
