# >>> inputs
# x:float32[4,3]
# m:bool[]
# <<<
# >>> stderr
# index_0d_mask.py:15:12: error: aten::index: a 0-d mask as an index is not supported (PyTorch 1.13's TorchScript fails on it)
#    15 |     return x[m]
#       |            ^~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor) -> Tensor:
    return x[m]
