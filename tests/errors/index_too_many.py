# >>> inputs
# x:float32[4,3]
# i:int64[2]
# <<<
# >>> stderr
# index_too_many.py:15:12: error: aten::index: too many indices for tensor of dimension 2 (got 3)
#    15 |     return x[i, i, i]
#       |            ^~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[i, i, i]
