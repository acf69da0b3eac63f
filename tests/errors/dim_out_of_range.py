# >>> inputs
# x:float32[2,3]
# <<<
# >>> stderr
# dim_out_of_range.py:14:12: error: aten::sum: dim 2 out of range for a tensor of 2 dims
#    14 |     return x.sum(2)
#       |            ^~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.sum(2)
