# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# unary_invert_number.py:19:15: error: ~ on a Python int is not supported
#    19 |     return x, ~n, not n, -n
#       |               ^~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# ~ spells aten::bitwise_not, which takes tensors only (ops.def: F_PY(PY_INVERT)): ~ on an
# int is refused, located, as TorchScript refuses it.  -n and not n on numbers are the rows
# neg.int and __not__ (their own F_PY spellings): no error.
def f(x: Tensor, n: int) -> Tuple[Tensor, int, bool, int]:
    return x, ~n, not n, -n
