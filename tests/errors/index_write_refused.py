# >>> inputs
# x:float32[4,3]
# i:int64[2]
# <<<
# >>> stderr
# index_write_refused.py:15:5: error: assignment to a subscript (an in-place update) is not supported yet
#    15 |     x[i] = 0.0
#       |     ^~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    x[i] = 0.0
    return x
