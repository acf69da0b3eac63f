# >>> stderr
# syntax_unmatched_bracket.py:11:26: error: unmatched ')'
#    11 |     y = (x + 1) * (x - 1))
#       |                          ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = (x + 1) * (x - 1))
    return y
