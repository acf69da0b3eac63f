# >>> inputs
# x:float32[B,4]
# <<<
# >>> raises
# x = torch.randn(3, 4)
# x = torch.randn(5, 4)
# <<<
# >>> stderr
# w_err_overlap_shifted_store.py:19:5: error: this operand shares memory with the tensor being written, and they do not cover the same elements: PyTorch refuses this ("some elements of the input tensor and the written-to tensor refer to a single memory location"); use .clone() on it
#    19 |     x[1:] = x[:-1]
#       |     ^~~~~
# <<<
# Wrong if `x[1:] = x[:-1]` (overlapping store; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[1:] = x[:-1]
    return x
