# >>> stderr
# syntax_invalid_char.py:11:11: error: invalid character '$'
#    11 |     y = x $ 2
#       |           ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x $ 2
    return y
