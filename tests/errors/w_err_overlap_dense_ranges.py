# >>> inputs
# x:float32[12]
# <<<
# >>> stderr
# w_err_overlap_dense_ranges.py:15:5: error: this operand shares memory with the tensor being written, and they do not cover the same elements: PyTorch refuses this ("some elements of the input tensor and the written-to tensor refer to a single memory location"); use .clone() on it
#    15 |     x[0:6].add_(x[3:9])
#       |     ^~~~~~~~~~~~~~~~~~~
# <<<
# Both dense and their ranges meet: PyTorch 1.13 refuses it (checked).
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[0:6].add_(x[3:9])
    return x
