# >>> options
# --input y:float32[3]
# <<<
# >>> stderr
# input_unknown_param.py:13:1: error: --input 'y': 'f' has no parameter of that name
#    13 | def f(x: Tensor) -> Tensor:
#       | ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x
