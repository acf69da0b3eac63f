# >>> inputs
# x:float32[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]
# i:int64[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]
# <<<
# >>> stderr
# index_result_too_many_dims.py:16:12: error: aten::index: the result would have more than 16 dims
#    16 |     return x[i, :, :, :, :, :, :, :, :, :, :, :, :, :, :, i]
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# the 15 index dims go first (the indices are separated) beside the 14 dims left: 29
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[i, :, :, :, :, :, :, :, :, :, :, :, :, :, :, i]
