# >>> stderr
# multi_split_dim_range.py:16:12: error: aten::chunk: dim 2 out of range for a tensor of 2 dims
#    16 |     return x.chunk(2, dim=2)[0]
#       |            ^~~~~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[4,3]
# <<<
# PyTorch: Dimension out of range (expected to be in range of [-2, 1], but got 2)
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return x.chunk(2, dim=2)[0]
