# >>> stderr
# unsupported_subscript_assign.py:11:5: error: assignment to a subscript (an in-place update) is not supported yet
#    11 |     x[0] = 1
#       |     ^~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[0] = 1
    return x
