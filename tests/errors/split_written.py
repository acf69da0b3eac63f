# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# split_written.py:22:12: error: 'v' is float32 on one branch of the 'if' at line 17 and int64 on the other; a conversion is computed from the tensor each branch left, and that is no longer at hand (another 'if' rebound it, or its memory was written since)
#    22 |     return v.float()
#       |            ^~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional


# v is x on one branch: x is written after the if, so v.float() would see the write
# there; the conversion, computed from what each branch left, is refused
def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        v = x
    else:
        v = x.long()
    x.add_(1)
    return v.float()
