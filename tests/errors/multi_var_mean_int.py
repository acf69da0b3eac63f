# >>> stderr
# multi_var_mean_int.py:15:12: error: aten::var_mean: it takes a floating-point tensor whose dtype and rank are known at compile time
#    15 |     return torch.var_mean(x, 1)[0]
#       |            ^~~~~~~~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:int64[2,3]
# <<<
# PyTorch: var_mean only support floating point and complex dtypes
import torch
from torch import Tensor


def f(x: Tensor):
    return torch.var_mean(x, 1)[0]
