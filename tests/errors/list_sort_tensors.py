# Sorting a list of tensors: only lists of ints and floats are sorted.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# list_sort_tensors.py:17:5: error: sorting is supported on lists of ints and floats, not of Float(3)
#    17 |     xs.sort()
#       |     ^~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> List[Tensor]:
    xs = [x, x + 1]
    xs.sort()
    return xs
