# >>> inputs
# x:float32[4,3]
# <<<
# >>> stderr
# slice_step_negative.py:11:12: error: aten::slice: slice step must be positive
#    11 |     return x[:, ::-1]
#       |            ^~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x[:, ::-1]
