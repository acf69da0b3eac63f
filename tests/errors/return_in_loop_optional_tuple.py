# Returns inside a loop that give a tuple on one path and None on another (TorchScript's
# Optional[Tuple]): the loop keeps one shape of returned values; not supported yet. Returned
# after the loop, they are (e2e/o_helper_optional_tuple_unpack.py).
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# return_in_loop_optional_tuple.py:23:13: error: this return inside a loop gives lists or tuples of other lengths than another return in the loop, or None where it gives a tuple; not supported yet (return after the loop)
#    23 |             return None
#       |             ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def g(x: Tensor, n: int) -> Optional[Tuple[Tensor, Tensor]]:
    for i in range(n):
        if i > 2:
            return x, x * float(i)
        if i > 1:
            return None
    return None


def f(x: Tensor, n: int) -> Tensor:
    r = g(x, n)
    if r is None:
        return x
    return r[0] + r[1]
