# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# optional_used_unchecked.py:20:14: error: no overload of aten::add takes (Optional[Float(3)], Float(3)); an Optional is used through a check (`if x is not None:` refines x to its value)
#    20 |     return b + x
#       |              ^
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
