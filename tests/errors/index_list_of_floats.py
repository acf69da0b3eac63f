# >>> inputs
# x:float32[4,3]
# <<<
# >>> stderr
# index_list_of_floats.py:14:14: error: a list used as an index must hold ints
#    14 |     return x[[0.5, 1.0]]
#       |              ^~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x[[0.5, 1.0]]
