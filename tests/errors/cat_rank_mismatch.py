# >>> inputs
# x:float32[2,3]
# y:float32[3]
# <<<
# >>> stderr
# cat_rank_mismatch.py:15:12: error: aten::cat: tensors have different numbers of dims (2 vs 1)
#    15 |     return torch.cat([x, y], 0)
#       |            ^~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    return torch.cat([x, y], 0)
