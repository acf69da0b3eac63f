# TorchScript runs [1] * n (n known at run time); scriptc keeps a list's length known at
# compile time and says so (it said "unsupported operand types", as if PyTorch refused it).
# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> stderr
# l_repeat_runtime_count.py:17:14: error: a list repeated a number of times known only at run time is not supported: the count must be a constant
#    17 |     xs = [1] * n
#       |              ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> int:
    xs = [1] * n
    return len(xs)
