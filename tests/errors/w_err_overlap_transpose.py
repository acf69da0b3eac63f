# >>> inputs
# x:float32[3,3]
# <<<
# >>> raises
# x = torch.randn(3, 3)
# x = torch.eye(3)
# <<<
# >>> stderr
# w_err_overlap_transpose.py:19:5: error: this operand shares memory with the tensor being written, and they do not cover the same elements: PyTorch refuses this ("some elements of the input tensor and the written-to tensor refer to a single memory location"); use .clone() on it
#    19 |     x.add_(x.t())
#       |     ^~~~~~~~~~~~~
# <<<
# Wrong if `x.add_(x.t())` (same memory, other strides; PyTorch raises) compiles to x + x^T.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x.add_(x.t())
    return x
