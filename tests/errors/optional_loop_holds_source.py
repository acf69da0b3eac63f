# Wrong (was): an Optional a loop carries may be the tensor x (set on a run); a later write to x must reach it or be refused.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# optional_loop_holds_source.py:24:9: error: cannot write to 'x' in place: it is held by a variable that is None or not depending on run-time values (an ONNX optional holds its value, not the tensor); use .clone() where it is made
#    24 |         x.add_(1)
#       |         ^~~~~~~~~
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
