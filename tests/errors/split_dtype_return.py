# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# split_dtype_return.py:20:12: error: 'v' is int32 on one branch of the 'if' at line 16 and float32 on the other; this use depends on its dtype (only a conversion to one dtype, such as .float() or .to(torch.int64), or an operator that computes in one dtype either way, such as x / 2, does not)
#    20 |     return v
#       |            ^
# <<<
import torch
from torch import Tensor
from typing import Optional


# the returned dtype would depend on the branch
def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        v = x.to(torch.int32)
    else:
        v = x
    return v
