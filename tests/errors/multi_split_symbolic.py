# >>> stderr
# multi_split_symbolic.py:16:12: error: aten::split: the number of pieces depends on the size of dim 0, which is known only at run time: not supported yet
#    16 |     return x.split(2)[0]
#       |            ^~~~~~~~~~
# <<<
# >>> inputs
# x:float32[B,3]
# <<<
# refused (for now): how many pieces split(2) gives depends on B, known only at run time
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return x.split(2)[0]
