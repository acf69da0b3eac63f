# >>> stderr
# multi_split_runtime_size.py:17:12: error: aten::split: the split size must be known at compile time: not supported yet
#    17 |     return x.split(n)[0]
#       |            ^~~~~~~~~~
# <<<
# >>> inputs
# x:float32[4,3]
# n:int64[]
# <<<
# refused (for now): the number of pieces depends on n
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int):
    return x.split(n)[0]
