# >>> stderr
# unsupported_lambda.py:11:9: error: lambda is not supported
#    11 |     g = lambda t: t + 1
#       |         ^~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    g = lambda t: t + 1
    return g(x)
