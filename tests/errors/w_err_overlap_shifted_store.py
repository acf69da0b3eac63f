# >>> inputs
# x:float32[B,4]
# <<<
# >>> raises
# x = torch.randn(3, 4)
# x = torch.randn(5, 4)
# <<<
# >>> stderr
# w_err_overlap_shifted_store.py:19:5: error: this operand may share memory with the tensor being written without covering the same elements (sizes or indices known only at run time): PyTorch refuses this where both are dense and meet ("some elements of the input tensor and the written-to tensor refer to a single memory location"), and otherwise computes it in place in an order scriptc does not reproduce; use .clone() on it
#    19 |     x[1:] = x[:-1]
#       |     ^~~~~
# <<<
# Wrong if `x[1:] = x[:-1]` (overlapping store; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[1:] = x[:-1]
    return x
