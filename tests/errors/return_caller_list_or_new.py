# A helper that returns the caller's list on one path and a new list on another: which list
# the result is depends on the path, so changing the result in place (which PyTorch's would
# show in the caller's list on one path only) is refused, as after an `if` that binds a name
# to either. (It compiled, and the caller's list missed the append; also with lists of one
# length.)
# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> stderr
# return_caller_list_or_new.py:29:5: error: cannot change this list in place: the function it comes from may have returned a list it was given (inside a tuple, or on one of several paths), of which it is a copy, and a change to one list would have to reach the other; make a new list instead (xs = xs + [t])
#    29 |     ys.append(x + 1.0)
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def g(xs: List[Tensor], x: Tensor, n: int) -> List[Tensor]:
    if n > 0:
        return xs
    return [x, x]


def f(x: Tensor, n: int):
    xs = [x]
    ys = g(xs, x, n)
    ys.append(x + 1.0)
    return xs, len(xs)
