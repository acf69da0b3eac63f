# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# split_number.py:21:22: error: 'n' is int on one branch of the 'if' at line 17 and float on the other; TorchScript gives a variable one type
#    21 |     return x * float(n)
#       |                      ^
# <<<
import torch
from torch import Tensor
from typing import Optional


# TorchScript: Type mismatch: n is set to type int in the true branch and type float
# in the false branch (even float(n) is refused)
def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        n = 1
    else:
        n = 2.5
    return x * float(n)
