# >>> inputs
# x:float32[3,2]
# i:int64[]
# <<<
# >>> stderr
# t_index_runtime_unlike.py:19:15: error: the elements of this tuple differ in type, dtype or rank, so its index must be a constant int (indexed at run time, a tuple is an ONNX sequence, whose elements have one type)
#    19 |     return xs[i]
#       |               ^
# <<<
# torch.jit.script: accepts it (its Tensor type has no rank). The elements have ranks 2 and 1,
# and a tuple indexed at run time is an ONNX sequence of one element type: refused, saying why
# (issue 18: a tuple of alike elements is indexed at run time).
import torch
from torch import Tensor


def f(x: Tensor, i: int) -> Tensor:
    xs = (x, x[0])
    return xs[i]
