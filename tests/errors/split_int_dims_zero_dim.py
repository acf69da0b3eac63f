# >>> inputs
# x:int64[B]
# n:int64[]
# <<<
# >>> stderr
# split_int_dims_zero_dim.py:21:17: error: 'c' is int64 on one branch of the 'if' at line 17 and float32 on the other; '+' computes in int64 with one and in float32 with the other
#    21 |     return (x + c).float()
#       |                 ^
# <<<
# result_type's categories: an int64 tensor of dims with a 0-d int64 stays int64, with a 0-d
# float32 becomes float32 (a higher category wins over dims), so x + c depends on the branch.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        c = x.sum()
    else:
        c = x.float().mean()
    return (x + c).float()
