# >>> stderr
# unsupported_global.py:11:5: error: 'global' is not supported
#    11 |     global count
#       |     ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    global count
    return x
