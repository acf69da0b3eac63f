# >>> stderr
# name_one_branch.py:13:12: error: 'y' is not defined on every path that reaches this use
#    13 |     return y
#       |            ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor, c: bool) -> Tensor:
    if c:
        y = x + 1
    return y
