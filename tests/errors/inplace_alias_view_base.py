# x += ... while y = x[0] views x: refused (y would see the update).
# >>> inputs
# x:float32[3,2]
# <<<
# >>> stderr
# inplace_alias_view_base.py:14:5: error: in-place update of 'x', which shares its tensor with another name or is a view; write 'x = x + ...' instead
#    14 |     x += 1
#       |     ^~~~~~
# <<<
import torch
from torch import Tensor
def f(x: Tensor):
    y = x[0]
    x += 1
    return y
