# >>> stderr
# call_multiple_values.py:15:20: error: g() got multiple values for argument 'k'
#    15 |     return g(x, 2, k=3)
#       |                    ^~~
# <<<
import torch
from torch import Tensor


def g(x: Tensor, k: int = 1) -> Tensor:
    return x + k


def f(x: Tensor) -> Tensor:
    return g(x, 2, k=3)
