# y += ... in a loop body, where y's first run holds the loop's initial value, which z still holds: refused (z would see the update).
# >>> inputs
# x:float32[3]
# steps:int64[]
# <<<
# >>> stderr
# inplace_alias_loop_init.py:20:9: error: in-place update of 'y', which shares its tensor with another name or is a view; write 'y = y + ...' instead
#    20 |         y += 1.0
#       |         ^~~~~~~~
# inplace_alias_loop_init.py:21:9: error: in-place update of 'y', which shares its tensor with another name or is a view; write 'y = y * ...' instead
#    21 |         y *= 2.0
#       |         ^~~~~~~~
# <<<
import torch
from torch import Tensor
def f(x: Tensor, steps: int):
    y = x * 1.0
    z = y
    for i in range(steps):
        y += 1.0
        y *= 2.0
    return y, z
