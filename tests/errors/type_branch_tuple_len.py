# >>> stderr
# type_branch_tuple_len.py:11:5: error: 't' is a different kind of value on each branch of this 'if'
#    11 |     if c:
#       |     ^~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, c: bool):
    if c:
        t = (x, x)
    else:
        t = (x, x, x)
    return t[0]
