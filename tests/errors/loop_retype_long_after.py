# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# loop_retype_long_after.py:20:12: error: 'acc' is int64 before the loop at line 18 and float32 after a run of it; the loop carries it as float32, and converting that to int64 may not give what converting the int64 does
#    20 |     return acc.long()
#       |            ^~~~~~~~~~
# <<<
# acc is carried as float32; acc.long() after the loop would convert that float32, not the int64
# it was when the loop did not run (an int64 above 2^24 would change): refused.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    acc = torch.arange(x.size(0)) * 16777217
    for i in range(n):
        acc = acc + x
    return acc.long()
