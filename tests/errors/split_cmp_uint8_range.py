# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# split_cmp_uint8_range.py:21:12: error: 'v' is uint8 on one branch of the 'if' at line 17 and float32 on the other; '>' compares in uint8 with one and in float32 with the other (comparing the float32 conversion gives the same answer only against an int constant below 2^24 in magnitude that uint8 holds)
#    21 |     return v > -1
#       |            ^
# <<<
# v > -1 with v uint8 compares with -1 converted to uint8 (255: false everywhere), with v
# float32 with -1: refused, though float32 holds -1.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        v = x.to(torch.uint8)
    else:
        v = x
    return v > -1
