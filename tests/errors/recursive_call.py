# >>> stderr
# recursive_call.py:11:12: error: recursive call of 'g' is not supported
#    11 |     return g(x) + 1
#       |            ^~~~
# <<<
import torch
from torch import Tensor


def g(x: Tensor) -> Tensor:
    return g(x) + 1


def f(x: Tensor) -> Tensor:
    return g(x)
