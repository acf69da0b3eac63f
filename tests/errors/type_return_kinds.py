# >>> stderr
# type_return_kinds.py:11:5: error: a result has type Float on one branch of this 'if' and int on the other; ONNX If needs one type
#    11 |     if c:
#       |     ^~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, c: bool):
    if c:
        return x
    return 1
