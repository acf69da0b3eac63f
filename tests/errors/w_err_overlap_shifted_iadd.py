# >>> inputs
# x:float32[B,3]
# <<<
# >>> raises
# x = torch.randn(4, 3)
# x = torch.randn(3, 3)
# <<<
# >>> stderr
# w_err_overlap_shifted_iadd.py:19:14: error: this operand may share memory with the tensor being written without covering the same elements (sizes or indices known only at run time): PyTorch refuses this where both are dense and meet ("some elements of the input tensor and the written-to tensor refer to a single memory location"), and otherwise computes it in place in an order scriptc does not reproduce; use .clone() on it
#    19 |     x[1:] += x[:-1]
#       |              ^~~~~~
# <<<
# Wrong if `x[1:] += x[:-1]` (overlapping in-place add; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[1:] += x[:-1]
    return x
