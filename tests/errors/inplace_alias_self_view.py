# x += x[0] reads a view of x in the update itself: refused (PyTorch fails: "some elements of the input tensor and the written-to tensor refer to a single memory location").
# >>> inputs
# x:float32[2,2]
# <<<
# >>> stderr
# inplace_alias_self_view.py:16:5: error: in-place update of 'x', which shares its tensor with another name or is a view; write 'x = x + ...' instead
#    16 |     x += x[0]
#       |     ^~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x = x * 1.0
    x += x[0]
    return x
