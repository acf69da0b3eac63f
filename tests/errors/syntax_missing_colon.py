# >>> stderr
# syntax_missing_colon.py:11:22: error: expected ':'
#    11 |     for i in range(3)
#       |                      ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    for i in range(3)
        x = x + i
    return x
