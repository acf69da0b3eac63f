# >>> inputs
# x:float32[2,3]
# <<<
# >>> stderr
# select_index_out_of_range.py:14:12: error: aten::select: index 5 is out of range for dim 0 of size 2
#    14 |     return x[5]
#       |            ^~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x[5]
