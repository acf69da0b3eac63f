# >>> inputs
# x:float32[2,3]
# y:float32[3,3]
# <<<
# >>> stderr
# cat_dim_mismatch.py:15:12: error: aten::cat: sizes of tensors must match except in dim 1 (dim 0: 2 vs 3)
#    15 |     return torch.cat([x, y], 1)
#       |            ^~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    return torch.cat([x, y], 1)
