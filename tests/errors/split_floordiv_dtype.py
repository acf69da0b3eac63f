# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# split_floordiv_dtype.py:25:12: error: 'c' is int64 on one branch of the 'if' at line 21 and float32 on the other; '//' computes in int64 with one and in float32 with the other
#    25 |     return c // 2, c.dtype == torch.float32
#       |            ^
# split_floordiv_dtype.py:25:20: error: 'c' is int64 on one branch of the 'if' at line 21 and float32 on the other; this use depends on its dtype (only a conversion to one dtype, such as .float() or .to(torch.int64), or an operator that computes in one dtype either way, such as x / 2, does not)
#    25 |     return c // 2, c.dtype == torch.float32
#       |                    ^
# <<<
# integer division computes in int64 on one path and float32 on the other, and .dtype names
# the branch's dtype: both refused.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, bool]:
    if n > 1:
        c = (x > 0).sum()
    else:
        c = x.sum()
    return c // 2, c.dtype == torch.float32
