# >>> stderr
# multi_split_zero.py:16:12: error: aten::split: a split size of 0 needs dim 0 to be empty, but its size is 4
#    16 |     return x.split(0)[0]
#       |            ^~~~~~~~~~
# <<<
# >>> inputs
# x:float32[4,3]
# <<<
# PyTorch: split_size can only be 0 if dimension size is 0, but got dimension size of 4
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return x.split(0)[0]
