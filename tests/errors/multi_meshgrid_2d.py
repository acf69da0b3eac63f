# >>> stderr
# multi_meshgrid_2d.py:16:12: error: torch.meshgrid: tensor 0 has 2 dims; it takes 0-d or 1-d tensors
#    16 |     return torch.meshgrid([x, x])[0]
#       |            ^~~~~~~~~~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[2,3]
# <<<
# PyTorch: torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: [ torch.FloatTensor{2,3} ]
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return torch.meshgrid([x, x])[0]
