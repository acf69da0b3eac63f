# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# split_optional_loop.py:18:5: error: 'y' is None before this loop and Float(3) after a run of it; which one is known only at run time (an ONNX optional), and that is not supported
#    18 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional


# None before the loop, a tensor after a run of it: the loop cannot carry it
def f(x: Tensor, n: int) -> Tensor:
    y: Optional[Tensor] = None
    for i in range(n):
        y = x * i
    if y is None:
        return x
    return y
