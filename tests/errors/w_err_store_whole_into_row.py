# >>> inputs
# x:float32[4]
# <<<
# >>> raises
# x = torch.randn(4)
# x = torch.zeros(4)
# <<<
# >>> stderr
# w_err_store_whole_into_row.py:19:5: error: this operand shares memory with the tensor being written, and they do not cover the same elements: PyTorch refuses this ("some elements of the input tensor and the written-to tensor refer to a single memory location"); use .clone() on it
#    19 |     x[0] = x
#       |     ^~~~
# <<<
# Wrong if `x[0] = x` (the value contains the written row; PyTorch raises) compiles.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[0] = x
    return x
