# The entry returns a tuple on one path and None on another: an Optional[Tuple] known only at
# run time, which ONNX has no output type for (an optional of a tuple); the error says how to
# return it. (A helper may: e2e/o_helper_optional_tuple_return.py.)
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# return_optional_tuple_entry.py:17:1: error: 'f' returns an Optional[Tuple] that is None or not depending on run-time values; ONNX has no optional of a tuple (check it with 'is None' and return a tuple either way)
#    17 | def f(x: Tensor, n: int):
#       | ^~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int):
    if n > 0:
        return x, x + 1
    return None
