# A helper that returns the caller's list inside a tuple: the call's result holds a copy of
# the list (rebuilt from its elements), so changing it in place, which PyTorch's would show
# in the caller's list, is refused, and so is changing the caller's list. (It compiled, and
# the caller's list missed the append.)
# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> stderr
# return_caller_list_in_tuple.py:26:5: error: cannot change this list in place: the function it comes from may have returned a list it was given (inside a tuple, or on one of several paths), of which it is a copy, and a change to one list would have to reach the other; make a new list instead (xs = xs + [t])
#    26 |     ys.append(x + 1.0)
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def g(xs: List[Tensor], n: int) -> Tuple[List[Tensor], int]:
    return xs, n


def f(x: Tensor, n: int):
    xs = [x]
    ys, k = g(xs, n)
    ys.append(x + 1.0)
    return xs, k
