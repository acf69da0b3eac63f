# >>> stderr
# multi_tensor_split_zero.py:16:12: error: aten::tensor_split: 0 sections; there must be at least one
#    16 |     return x.tensor_split(0)[0]
#       |            ^~~~~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[B,3]
# <<<
# PyTorch: number of sections must be larger than 0, got 0
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return x.tensor_split(0)[0]
