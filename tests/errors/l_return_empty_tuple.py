# A function returning an empty tuple has no output: a located error (it wrote a model
# without outputs, which ONNX Runtime refuses).
# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# l_return_empty_tuple.py:16:1: error: 'f' returns no value a model can output (an empty tuple): ONNX Runtime refuses a model without outputs
#    16 | def f(x: Tensor) -> Tuple[()]:
#       | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[()]:
    return ()
