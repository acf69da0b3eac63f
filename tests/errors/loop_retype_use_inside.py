# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# loop_retype_use_inside.py:19:18: error: 'acc' is int64 before the loop at line 18 and float32 after a run of it; '+' computes in int64 with one and in float32 with the other
#    19 |         y = y * (acc + 1)
#       |                  ^~~
# <<<
# inside the loop, acc + 1 computes in int64 in the first run and float32 after: refused.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    acc = torch.zeros(x.size(0), dtype=torch.int64)
    y = x
    for i in range(n):
        y = y * (acc + 1)
        acc = acc + x
    return y
