# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# split_optional.py:19:8: error: 'y' is a Tensor on one branch of the 'if' at line 17 and None on the other; which one is known only at run time (an ONNX optional), and that is not supported
#    19 |     if y is not None:
#       |        ^
# <<<
import torch
from torch import Tensor
from typing import Optional


# None on one branch, a tensor on the other, chosen at run time: an ONNX optional
def f(x: Tensor) -> Tensor:
    y: Optional[Tensor] = None
    if x.sum() > 0:
        y = x * 2
    if y is not None:
        return y
    return x
