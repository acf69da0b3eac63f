# >>> inputs
# x:int64[2,3]
# <<<
# >>> stderr
# mean_int_tensor.py:14:12: error: aten::mean: mean of a int64 tensor: give a float dtype (as PyTorch requires)
#    14 |     return x.mean()
#       |            ^~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.mean()
