# >>> stderr
# type_branch_tensor_int.py:15:16: error: 'y' is a Tensor on one branch of the 'if' at line 11 and int on the other; TorchScript gives a variable one type
#    15 |     return x * y
#       |                ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor, c: bool) -> Tensor:
    if c:
        y = x + 1
    else:
        y = 3
    return x * y
