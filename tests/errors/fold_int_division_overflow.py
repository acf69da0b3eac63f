# INT64_MIN // -1 and INT64_MIN % -1 have no int64 result: PyTorch 1.13 dies of SIGFPE on
# both at run time, and the folder did too (at compile time).  Refused.
# >>> stderr
# fold_int_division_overflow.py:17:13: error: integer overflow: -9223372036854775808 // -1 has no int64 result (PyTorch stops with SIGFPE)
#    17 |     q = low // -1
#       |             ^~
# fold_int_division_overflow.py:18:13: error: integer overflow: -9223372036854775808 % -1 has no int64 result (PyTorch stops with SIGFPE)
#    18 |     r = low % -1
#       |             ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    low = -9223372036854775807 - 1
    q = low // -1
    r = low % -1
    return x + q + r
