# >>> stderr
# type_branch_tensor_int.py:11:5: error: 'y' has type Float on one branch of this 'if' and int on the other; ONNX If needs one type
#    11 |     if c:
#       |     ^~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, c: bool) -> Tensor:
    if c:
        y = x + 1
    else:
        y = 3
    return x * y
