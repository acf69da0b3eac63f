# >>> inputs
# x:float32[2,6]
# <<<
# >>> stderr
# view_two_minus_one.py:14:12: error: aten::view: only one dim can be -1
#    14 |     return x.view(-1, -1)
#       |            ^~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.view(-1, -1)
