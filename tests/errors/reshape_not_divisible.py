# >>> inputs
# x:float32[2,3]
# <<<
# >>> stderr
# reshape_not_divisible.py:14:12: error: aten::reshape: shape [5, -1] is invalid for a tensor of 6 elements
#    14 |     return x.reshape(5, -1)
#       |            ^~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.reshape(5, -1)
