# >>> inputs
# x:float32[2,3]
# y:float32[4]
# <<<
# >>> stderr
# broadcast_mismatch.py:15:14: error: aten::add: shapes Float(2, 3) and Float(4) do not broadcast (dim 1: 3 vs 4)
#    15 |     return x + y
#       |              ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    return x + y
