# >>> inputs
# x:float32[3]
# <<<
# TODO exact text
# >>> stderr
# tuple_index_out_of_range.py:18:12: error: tuple index 2 is out of range for a tuple of 2 elements
#    18 |     return t[2]
#       |            ^~~~
# <<<
# torch.jit.script: "Index 2 out of range of length 2".
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    t = (x, x + 1.0)
    return t[2]
