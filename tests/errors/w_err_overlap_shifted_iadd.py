# >>> inputs
# x:float32[B,3]
# <<<
# >>> raises
# x = torch.randn(4, 3)
# x = torch.randn(3, 3)
# <<<
# >>> stderr
# w_err_overlap_shifted_iadd.py:19:14: error: this operand shares memory with the tensor being written, and they do not cover the same elements: PyTorch refuses this ("some elements of the input tensor and the written-to tensor refer to a single memory location"); use .clone() on it
#    19 |     x[1:] += x[:-1]
#       |              ^~~~~~
# <<<
# Wrong if `x[1:] += x[:-1]` (overlapping in-place add; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[1:] += x[:-1]
    return x
