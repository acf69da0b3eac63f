# A tensor result of a helper whose returns give lists of other lengths may not be written in
# place: the list it returns beside it may hold its value (an ONNX sequence made at the end
# of each path), where PyTorch's list would show the write.
# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> stderr
# return_differ_result_written.py:27:5: error: cannot write to 'z' in place: it comes from a helper whose returns give other lists or tuples (or None) on other paths, and a list or Optional it returns may hold its value; use .clone() where it is made
#    27 |     z.add_(1)
#       |     ^~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def g(x: Tensor, n: int):
    t = x * 2
    if n > 0:
        return [t, x + 1], t
    return [t], t


def f(x: Tensor, n: int):
    ys, z = g(x, n)
    z.add_(1)
    return ys
