# >>> stderr
# unsupported_nested_def.py:11:5: error: nested function definitions are not supported
#    11 |     def g(t: Tensor) -> Tensor:
#       |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    def g(t: Tensor) -> Tensor:
        return t + 1
    return g(x)
