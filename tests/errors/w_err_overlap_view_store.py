# >>> inputs
# x:float32[B,4]
# <<<
# >>> raises
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# <<<
# >>> stderr
# w_err_overlap_view_store.py:20:5: error: this operand may share memory with the tensor being written without covering the same elements (sizes or indices known only at run time): PyTorch refuses this where both are dense and meet ("some elements of the input tensor and the written-to tensor refer to a single memory location"), and otherwise computes it in place in an order scriptc does not reproduce; use .clone() on it
#    20 |     y[1:] = y[:-1]
#       |     ^~~~~
# <<<
# Wrong if `y = x[0]; y[1:] = y[:-1]` (overlap through a view; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x[0]
    y[1:] = y[:-1]
    return x
