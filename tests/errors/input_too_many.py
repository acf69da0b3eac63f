# >>> inputs
# x:float32[3]
# y:float32[3]
# <<<
# >>> stderr
# input_too_many.py:14:1: error: 2 --input specs for 1 parameter of 'f'
#    14 | def f(x: Tensor) -> Tensor:
#       | ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x
