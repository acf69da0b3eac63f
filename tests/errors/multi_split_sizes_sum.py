# >>> stderr
# multi_split_sizes_sum.py:16:12: error: aten::split: the sizes sum to 3, but dim 0 has size 4
#    16 |     a, b = x.split([1, 2])
#       |            ^~~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[4,3]
# <<<
# PyTorch: split_with_sizes expects split_sizes to sum exactly to 4 (input tensor's size at dimension 0), but got split_sizes=[1, 2]
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    a, b = x.split([1, 2])
    return a
