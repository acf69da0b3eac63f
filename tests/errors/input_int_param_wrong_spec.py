# >>> inputs
# x:float32[3]
# n:float32[2]
# <<<
# >>> stderr
# input_int_param_wrong_spec.py:14:18: error: parameter 'n' is a Python int: its --input must be int64[]
#    14 | def f(x: Tensor, n: int) -> Tensor:
#       |                  ^~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    return x * n
