# >>> stderr
# syntax_several.py:17:12: error: invalid syntax
#    17 |     a = x +
#       |            ^
# syntax_several.py:19:19: error: expected ':'
#    19 |     if b.sum() > 0
#       |                   ^
# syntax_several.py:25:17: error: invalid syntax
#    25 |     return x ** ** 2
#       |                 ^~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    a = x +
    b = x * 2
    if b.sum() > 0
        b = b + 1
    return b


def g(x: Tensor) -> Tensor:
    return x ** ** 2
