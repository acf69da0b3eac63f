# y += ... on y = x.detach(), a view of x: refused (x would see the update).
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# inplace_alias_detach.py:14:5: error: in-place update of 'y', which shares its tensor with another name or is a view; write 'y = y + ...' instead
#    14 |     y += 1
#       |     ^~~~~~
# <<<
import torch
from torch import Tensor
def f(x: Tensor):
    y = x.detach()
    y += 1
    return x
