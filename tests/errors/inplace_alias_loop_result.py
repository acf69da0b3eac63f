# z is carried from y = z in the previous run, and y is written before z is read: reading z is refused (which tensor z is depends on the run).
# >>> inputs
# x:float32[3]
# steps:int64[]
# <<<
# >>> stderr
# inplace_alias_loop_result.py:19:21: error: 'z' may share its memory with a tensor that was written in place since it was made (it is carried by a loop, which may have changed which tensor it is), so its value cannot be known here; use .clone() where it is made
#    19 |         out = out + z
#       |                     ^
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
