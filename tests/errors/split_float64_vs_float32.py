# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# split_float64_vs_float32.py:21:13: error: 'v' is float64 on one branch of the 'if' at line 17 and float32 on the other; '*' computes in float64 with one and in float32 with the other
#    21 |     return (v * 0.1).float()
#       |             ^
# <<<
# v * 0.1 computes in float64 on one path and float32 on the other (0.1 itself differs between
# them), so it is refused.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        v = x.double()
    else:
        v = x
    return (v * 0.1).float()
