# >>> stderr
# multi_meshgrid_indexing.py:16:12: error: torch.meshgrid: indexing must be 'ij' or 'xy'
#    16 |     return torch.meshgrid([x, x], indexing="yx")[0]
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[3]
# <<<
# PyTorch: torch.meshgrid: indexing must be one of "xy" or "ij", but received: yx
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return torch.meshgrid([x, x], indexing="yx")[0]
