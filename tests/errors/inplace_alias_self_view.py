# x += x[0] reads a view of x in the update itself: refused (PyTorch fails: "some elements of the input tensor and the written-to tensor refer to a single memory location").
# >>> inputs
# x:float32[2,2]
# <<<
# >>> stderr
# inplace_alias_self_view.py:16:10: error: this operand shares memory with the tensor being written, and they do not cover the same elements: PyTorch refuses this ("some elements of the input tensor and the written-to tensor refer to a single memory location"); use .clone() on it
#    16 |     x += x[0]
#       |          ^~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x = x * 1.0
    x += x[0]
    return x
