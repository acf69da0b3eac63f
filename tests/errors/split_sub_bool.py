# >>> inputs
# x:float32[B]
# flag:bool[]
# <<<
# >>> stderr
# split_sub_bool.py:21:16: error: 'w' is bool on one branch of the 'if' at line 17 and float32 on the other; PyTorch refuses '-' with a bool tensor, so its answer depends on the branch
#    21 |     return x - w
#       |                ^
# <<<
# x - w with w bool raises in PyTorch ("Subtraction, the `-` operator, with a bool tensor is not
# supported"), with w float32 it does not: refused.
import torch
from torch import Tensor


def f(x: Tensor, flag: bool) -> Tensor:
    if flag:
        w = x > 0
    else:
        w = torch.sigmoid(x)
    return x - w
