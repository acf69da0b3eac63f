# >>> stderr
# multi_meshgrid_dtypes.py:17:12: error: torch.meshgrid: the tensors must have one dtype known at compile time
#    17 |     return torch.meshgrid([x, y])[0]
#       |            ^~~~~~~~~~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[3]
# y:int64[2]
# <<<
# PyTorch: meshgrid expects all tensors to have the same dtype
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor):
    return torch.meshgrid([x, y])[0]
