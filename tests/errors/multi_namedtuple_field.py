# >>> stderr
# multi_namedtuple_field.py:16:12: error: this NamedTuple has no field 'value' (it has values, indices)
#    16 |     return x.max(1).value
#       |            ^~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[2,3]
# <<<
# PyTorch refuses when scripting: the NamedTuple of max has values and indices only
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return x.max(1).value
