# >>> inputs
# x:float32[2,3]
# <<<
# >>> stderr
# view_numel_mismatch.py:14:12: error: aten::view: shape [4, 2] is invalid for a tensor of 6 elements
#    14 |     return x.view(4, 2)
#       |            ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.view(4, 2)
