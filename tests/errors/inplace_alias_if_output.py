# y += ... after an if whose output z may be y's tensor: refused.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# inplace_alias_if_output.py:18:5: error: in-place update of 'y', which shares its tensor with another name or is a view; write 'y = y + ...' instead
#    18 |     y += 1.0
#       |     ^~~~~~~~
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
