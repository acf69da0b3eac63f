# y += ... in a loop whose previous run left z holding y's tensor (z = y): refused (out = out + z would see the update on the next run).
# >>> inputs
# x:float32[3]
# steps:int64[]
# <<<
# >>> stderr
# inplace_alias_loop_result.py:18:9: error: in-place update of 'y', which shares its tensor with another name or is a view; write 'y = y + ...' instead
#    18 |         y += 1.0
#       |         ^~~~~~~~
# <<<
import torch
from torch import Tensor
def f(x: Tensor, steps: int):
    y = x * 1.0
    z = x * 2.0
    out = x * 0.0
    for i in range(steps):
        y += 1.0
        out = out + z
        z = y
    return out
