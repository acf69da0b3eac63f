# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# loop_retype_wider_use.py:20:13: error: 'acc' is int64 before the loop at line 18 and float32 after a run of it; this use computes in float64, and the loop carries it as float32
#    20 |     return (acc * x.double()).float()
#       |             ^~~
# <<<
# acc is carried as float32; acc * x.double() computes in float64 either way, but from the
# float32 the loop carries the int64 it was before the loop would already be rounded: refused.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    acc = torch.arange(x.size(0)) * 16777217
    for i in range(n):
        acc = acc + x
    return (acc * x.double()).float()
