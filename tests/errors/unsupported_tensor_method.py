# >>> stderr
# unsupported_tensor_method.py:11:9: error: unsupported operator 'Tensor.frobnicate'
#    11 |     y = x.frobnicate(2)
#       |         ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x.frobnicate(2)
    return y
