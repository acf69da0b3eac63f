# >>> stderr
# multi_unbind_symbolic.py:16:12: error: aten::unbind: the number of pieces depends on the size of dim 0, which is known only at run time: not supported yet
#    16 |     return x.unbind(0)[0]
#       |            ^~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[B,3]
# <<<
# refused (for now): unbind of a dim known only at run time gives a run-time list
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return x.unbind(0)[0]
