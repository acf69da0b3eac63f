# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# split_rebound.py:24:10: error: 'v' is float32 on one branch of the 'if' at line 22 and int64 on the other; this use depends on its dtype (only a conversion to one dtype, such as .float() or .to(torch.int64), or an operator that computes in one dtype either way, such as x / 2, does not)
#    24 |     t = (v, w)
#       |          ^
# <<<
import torch
from torch import Tensor


# split, then rebound on one branch of a second if: still split (named with the dtype
# unlike the other side)
def f(x: Tensor, n: int) -> Tensor:
    if x.sum() > 0:
        v = x.long()
    else:
        v = x
    w = v.float()
    if n > 2:
        v = w
    t = (v, w)
    return t[1]
