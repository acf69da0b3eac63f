# >>> inputs
# x:float32[12]
# <<<
# >>> stderr
# w_err_overlap_strided_meet.py:17:5: error: this operand shares elements with the tensor being written without being the same view of them: PyTorch computes this in place, element by element, so its result depends on the order it visits them (it does not refuse a view that is not dense), which scriptc does not reproduce; use .clone() on it
#    17 |     x[0:8:2].add_(x[::3])
#       |     ^~~~~~~~~~~~~~~~~~~~~
# <<<
# x[0:8:2] and x[::3] share x[0] and x[6]; neither is dense, so PyTorch 1.13 does not check and
# computes in place (its result depends on its kernel's order): refused, without claiming
# that PyTorch refuses it.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[0:8:2].add_(x[::3])
    return x
