# >>> stderr
# multi_for_0d.py:17:14: error: iteration over a 0-d tensor
#    17 |     for r in x:
#       |              ^
# <<<
# >>> inputs
# x:float32[]
# <<<
# PyTorch: len() of a 0-d tensor
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    s = x
    for r in x:
        s = s + r
    return s
