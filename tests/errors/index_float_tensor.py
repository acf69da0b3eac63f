# >>> inputs
# x:float32[4,3]
# i:float32[2]
# <<<
# >>> stderr
# index_float_tensor.py:15:12: error: aten::index: tensors used as indices must be long, byte or bool tensors, not float32
#    15 |     return x[:, i]
#       |            ^~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[:, i]
