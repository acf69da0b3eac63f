# PyTorch computes this; scriptc refuses it with a located error (a write it cannot follow).
# >>> inputs
# x:float32[1,4]
# <<<
# >>> stderr
# w_view_expand_select_write.py:18:5: error: cannot write through a view made by aten::expand here (an expanded tensor shares one element between several positions; PyTorch refuses such writes)
#    18 |     y[0] = 2.0
#       |     ^~~~
# <<<
# Wrong if writing a row of an expanded view writes one row only (PyTorch: every row shows it, they share memory).
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.expand(3, 4)
    y[0] = 2.0
    return x, y
