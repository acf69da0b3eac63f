# A helper returning None on one path and a tuple on another (Optional[Tuple]): not supported yet,
# with an error that says so (it said "lists or tuples of other lengths").
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# helper_optional_tuple_return.py:19:5: error: this return gives None where another gives a tuple or list (an Optional[Tuple] or Optional[List] result); not supported yet
#    19 |     return None
#       |     ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple

def g(x: Tensor, n: int) -> Optional[Tuple[Tensor, Tensor]]:
    if n > 0:
        return x, x + 1
    return None

def f(x: Tensor, n: int) -> Tensor:
    r = g(x, n)
    if r is None:
        return x
    return r[0] + r[1]
