# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# split_float_call_widths.py:20:12: error: 'v' is float64 on one branch of the 'if' at line 16 and float32 on the other; this call computes in float64 with one and in float32 with the other
#    20 |     return torch.sqrt(v).float()
#       |            ^~~~~~~~~~~~~
# <<<
# torch.sqrt(v) of a float64 or a float32 computes in each one's own dtype: refused.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        v = x.double()
    else:
        v = x
    return torch.sqrt(v).float()
