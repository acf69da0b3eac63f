# >>> stderr
# multi_max_dim_range.py:16:12: error: aten::max: dim 5 out of range for a tensor of 2 dims
#    16 |     return x.max(dim=5).values
#       |            ^~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[2,3]
# <<<
# PyTorch: Dimension out of range (expected to be in range of [-2, 1], but got 5)
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return x.max(dim=5).values
