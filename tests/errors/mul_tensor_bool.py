# >>> inputs
# x:float32[4]
# k:int64[]
# <<<
# >>> stderr
# mul_tensor_bool.py:15:14: error: no overload of aten::mul takes (Float(4), bool)
#    15 |     return x * (k > 0)
#       |              ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    return x * (k > 0)
