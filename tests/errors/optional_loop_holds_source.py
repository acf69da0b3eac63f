# Wrong (was): an Optional a loop carries may be the tensor x (set on a run); a later write to x must reach it or be refused.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# optional_loop_holds_source.py:25:19: error: 'o' may share its memory with a tensor that was written in place since it was made (it comes from a variable that is None or not depending on run-time values, an ONNX optional, which holds the value the tensor had when it was assigned), so its value cannot be known here; use .clone() where it is made
#    25 |         return x, o
#       |                   ^
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    o: Optional[Tensor] = None
    for i in range(n):
        if o is None:
            o = x
        else:
            o = o + x
    if o is not None:
        x.add_(1)
        return x, o
    return x, x * 0
