# >>> stderr
# multi_unbind_0d.py:16:12: error: aten::unbind: a 0-d tensor has no dim to take apart
#    16 |     return x.unbind()[0]
#       |            ^~~~~~~~~~
# <<<
# >>> inputs
# x:float32[]
# <<<
# PyTorch: Dimension specified as 0 but tensor has no dimensions
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return x.unbind()[0]
