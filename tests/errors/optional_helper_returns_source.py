# Wrong (was): an Optional returned by a helper may be its argument x; a later write to x must reach it or be refused.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# optional_helper_returns_source.py:24:15: error: 'o' may share its memory with a tensor that was written in place since it was made (it comes from a variable that is None or not depending on run-time values, an ONNX optional, which holds the value the tensor had when it was assigned), so its value cannot be known here; use .clone() where it is made
#    24 |     return x, o
#       |               ^
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
def g(x: Tensor, n: int) -> Optional[Tensor]:
    if n > 0:
        return x
    return None

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    o = g(x, n)
    x.add_(1)
    if o is None:
        return x, x
    return x, o
