# >>> inputs
# x:float32[B,4]
# <<<
# >>> raises
# x = torch.randn(3, 4)
# x = torch.randn(5, 4)
# <<<
# >>> stderr
# w_err_overlap_iadd_row.py:19:10: error: this operand may share memory with the tensor being written without covering the same elements (sizes or indices known only at run time): PyTorch refuses this where both are dense and meet ("some elements of the input tensor and the written-to tensor refer to a single memory location"), and otherwise computes it in place in an order scriptc does not reproduce; use .clone() on it
#    19 |     x += x[0]
#       |          ^~~~
# <<<
# Wrong if `x += x[0]` (the operand partly overlaps the written tensor; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x += x[0]
    return x
