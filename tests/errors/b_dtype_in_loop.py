# Wrong if a variable that becomes float32 in some iterations only keeps int64 arithmetic (integer floor) afterwards.
# >>> inputs
# x:int64[B]
# n:int64[]
# <<<
# >>> stderr
# b_dtype_in_loop.py:24:12: error: 'y' is float32 on one branch of the 'if' at line 20 and int64 on the other; '+' computes in float32 with one and in int64 with the other
#    24 |     return y + 1
#       |            ^
# <<<
# Stays refused: y + 1 is float32 on one path and int64 on the other, and it is returned, so
# the output's dtype depends on the branch.
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    y = x
    if n > 0:
        y = x.float() * 0.5
    else:
        y = x * 3
    return y + 1
