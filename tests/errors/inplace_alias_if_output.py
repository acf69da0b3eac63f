# z is y or a new tensor depending on a run-time condition, and y is then written in place: reading z is refused.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# inplace_alias_if_output.py:19:15: error: 'z' may share its memory with a tensor that was written in place since it was made (which tensor it is depends on the branch an 'if' took), so its value cannot be known here; use .clone() where it is made
#    19 |     return y, z
#       |               ^
# <<<
import torch
from torch import Tensor
def f(x: Tensor):
    y = x * 1.0
    if bool(x.sum() > 0):
        z = y
    else:
        z = x * 3.0
    y += 1.0
    return y, z
