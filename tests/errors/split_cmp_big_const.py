# >>> inputs
# x:int64[B]
# n:int64[]
# <<<
# >>> stderr
# split_cmp_big_const.py:21:12: error: 'v' is int64 on one branch of the 'if' at line 17 and float32 on the other; '>' compares in int64 with one and in float32 with the other (comparing the float32 conversion gives the same answer only against an int constant below 2^24 in magnitude that int64 holds)
#    21 |     return v > 16777216
#       |            ^
# <<<
# c > 16777216 compares in int64 on one path and float32 on the other; converting the int64 to
# float32 first would make 16777217 > 16777216 false, so it is refused.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        v = x
    else:
        v = x.float()
    return v > 16777216
