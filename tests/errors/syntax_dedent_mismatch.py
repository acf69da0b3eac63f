# >>> stderr
# syntax_dedent_mismatch.py:13:7: error: unindent does not match any outer indentation level
#    13 |       z = y * 2
#       |       ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if True:
        y = x + 1
      z = y * 2
    return z
