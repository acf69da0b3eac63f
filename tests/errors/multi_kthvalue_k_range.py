# >>> stderr
# multi_kthvalue_k_range.py:15:12: error: aten::kthvalue: k is 4, out of range for dim 1 of size 3
#    15 |     return x.kthvalue(4, 1).values
#       |            ^~~~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[2,3]
# <<<
# PyTorch: kthvalue(): selected number k out of range for dimension 1
import torch
from torch import Tensor


def f(x: Tensor):
    return x.kthvalue(4, 1).values
