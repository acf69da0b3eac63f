# Returns of tuples of other lengths: other types in TorchScript (it refuses the function too),
# not one that a run-time value could stand for.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# return_tuple_lengths.py:19:5: error: this return gives a tuple of another length than an earlier return: they are other types (TorchScript refuses it too)
#    19 |     return (x,)
#       |     ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int):
    if n > 0:
        return x, x + 1
    return (x,)
