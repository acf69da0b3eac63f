# list.index() of values known only at run time: PyTorch raises ValueError when the value
# is missing, which ONNX cannot.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# list_index_runtime.py:19:12: error: list.index() is supported where the list's elements and the value are known at compile time (PyTorch raises ValueError when the value is not there, which ONNX cannot)
#    19 |     return ks.index(2)
#       |            ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> int:
    ks = [n, 2, 1]
    return ks.index(2)
