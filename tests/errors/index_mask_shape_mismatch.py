# >>> inputs
# x:float32[4,3]
# m:bool[4,2]
# <<<
# >>> stderr
# index_mask_shape_mismatch.py:15:12: error: aten::index: the shape of the mask Bool(4, 2) at index 1 does not match the shape of the indexed tensor Float(4, 3) at index 1
#    15 |     return x[m]
#       |            ^~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor) -> Tensor:
    return x[m]
