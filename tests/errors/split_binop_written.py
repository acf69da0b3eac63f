# >>> inputs
# x:float32[B]
# flag:bool[]
# <<<
# >>> stderr
# split_binop_written.py:22:16: error: 'w' is bool on one branch of the 'if' at line 17 and float32 on the other; this use converts it in each branch, from the tensor the branch left, and that is no longer at hand (another 'if' rebound it, or its memory was written since)
#    22 |     return x * w
#       |                ^
# <<<
# w is x on one branch, and x is written after the if: x * w would have to see the write there,
# and w is converted from what each branch left, so it is refused.
import torch
from torch import Tensor


def f(x: Tensor, flag: bool) -> Tensor:
    if flag:
        w = x > 0
    else:
        w = x
    x.add_(1)
    return x * w
