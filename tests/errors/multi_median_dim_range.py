# >>> stderr
# multi_median_dim_range.py:15:12: error: aten::median: dim -3 out of range for a tensor of 2 dims
#    15 |     return x.median(-3).indices
#       |            ^~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[2,3]
# <<<
# PyTorch: Dimension out of range (expected to be in range of [-2, 1], but got -3)
import torch
from torch import Tensor


def f(x: Tensor):
    return x.median(-3).indices
