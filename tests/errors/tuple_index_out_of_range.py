# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# tuple_index_out_of_range.py:17:14: error: tuple index 2 out of range for a tuple of 2
#    17 |     return t[2]
#       |              ^
# <<<
# torch.jit.script: "Index 2 out of range of length 2".
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    t = (x, x + 1.0)
    return t[2]
