# >>> inputs
# x:float32[N]
# shape:float32[2]
# <<<
# >>> stderr
# entry_param_list_int_spec.py:17:18: error: parameter 'shape' is a List[int]: its --input must be int64[N] (N a length, a name or ?)
#    17 | def f(x: Tensor, shape: List[int]) -> Tensor:
#       |                  ^~~~~~~~~~~~~~~~
# <<<
# A List[int] parameter given a float32 --input: refused at the parameter, naming the spec
# it needs.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, shape: List[int]) -> Tensor:
    return x.reshape(shape)
