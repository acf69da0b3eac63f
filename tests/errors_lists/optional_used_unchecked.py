# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# TODO exact text
# >>> stderr
# optional_used_unchecked.py:21:12: error: 'b' is Optional[Tensor]: check it with `is None` before using it
#    21 |     return b + x
#       |            ^
# <<<
# torch.jit.script: an Optional[Tensor] in arithmetic ("Arguments for call are not valid").
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    b: Optional[Tensor] = None
    if n > 0:
        b = x * 2.0
    return b + x
