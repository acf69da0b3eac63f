# >>> inputs
# x:float32[4]
# k:int64[]
# <<<
# >>> stderr
# mul_tensor_bool.py:15:12: error: no overload of aten::mul takes (Float, bool)
#    15 |     return x * (k > 0)
#       |              ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    return x * (k > 0)
