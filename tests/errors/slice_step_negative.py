# >>> inputs
# x:float32[4,3]
# <<<
# >>> stderr
# slice_step_negative.py:14:12: error: aten::slice: slice step must be positive
#    14 |     return x[:, ::-1]
#       |            ^~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x[:, ::-1]
