# >>> stderr
# posonly_marker.py:11:30: error: positional-only parameters ('/') are not supported
#    11 | def g(a: Tensor, b: int = 1, /) -> Tensor:
#       |                              ^
# <<<
import torch
from torch import Tensor


# TorchScript 1.13 loses the parameters before '/' ("undefined value a")
def g(a: Tensor, b: int = 1, /) -> Tensor:
    return a + b


def f(x: Tensor) -> Tensor:
    return g(x, 2)
