# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# raise_every_path_helper.py:18:5: warning: this 'assert' always fails, and ONNX cannot raise: the model computes only the paths that do not reach it
#    18 |     assert False, "not implemented"
#       |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# raise_every_path_helper.py:18:5: error: 'f' raises on every path, and ONNX cannot raise: there is no model to write
#    18 |     assert False, "not implemented"
#       |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional


def fail(x: Tensor) -> Tensor:
    assert False, "not implemented"
    return x


def f(x: Tensor) -> Tensor:
    y = x + 1
    return fail(y)
