# >>> stderr
# name_only_in_loop.py:13:12: error: 'y' is not defined on every path that reaches this use
#    13 |     return y
#       |            ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        y = x * i
    return y
