# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# split_twice.py:22:12: error: 'v' is int32 on one branch of the 'if' at line 20 and int64 on the other; a conversion is computed from the tensor each branch left, and that is no longer at hand (another 'if' rebound it, or its memory was written since)
#    22 |     return v.float()
#       |            ^~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional


# split by the first if, then rebound on one branch of a second: refused for good
def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        v = x.long()
    else:
        v = x
    if x.sum() > 1:
        v = x.int()
    return v.float()
