# >>> stderr
# call_arg_wrong_type.py:15:17: error: argument 'k' of g() must be int, not float
#    15 |     return g(x, k=2.5)
#       |                 ^~~~~
# <<<
import torch
from torch import Tensor


def g(x: Tensor, k: int = 1) -> Tensor:
    return x + k


def f(x: Tensor) -> Tensor:
    return g(x, k=2.5)
