# >>> inputs
# x:float32[4,3]
# i:int64[2]
# j:int64[3]
# <<<
# >>> stderr
# index_no_broadcast.py:16:12: error: aten::index: shape mismatch: indexing tensors could not be broadcast together (dim -1: 2 vs 3)
#    16 |     return x[i, j]
#       |            ^~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor) -> Tensor:
    return x[i, j]
