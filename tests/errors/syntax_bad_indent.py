# >>> stderr
# syntax_bad_indent.py:12:7: error: unexpected indent
#    12 |       z = y * 2
#       |       ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x + 1
      z = y * 2
    return z
