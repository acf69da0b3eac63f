# >>> stderr
# multi_split_negative.py:16:12: error: aten::split: the split size is -1; it must not be negative
#    16 |     return x.split(-1, 1)[0]
#       |            ^~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[4,3]
# <<<
# PyTorch: split expects split_size be non-negative, but got split_size=-1
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return x.split(-1, 1)[0]
