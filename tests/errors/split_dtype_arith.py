# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# split_dtype_arith.py:21:12: error: 'v' is int64 on one branch of the 'if' at line 16 and float32 on the other; '+' computes in int64 with one and in float32 with the other
#    21 |     return v + 1
#       |            ^
# <<<
import torch
from torch import Tensor
from typing import Optional


# type promotion follows the dtype: v + 1 is int64 or float32 depending on the branch
def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        v = x.long()
    else:
        v = x * 2
    w = v.float()  # fine
    return v + 1
