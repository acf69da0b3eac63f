# >>> inputs
# x:float32[2,3]
# y:float32[4,5]
# <<<
# >>> stderr
# matmul_inner_mismatch.py:15:12: error: aten::matmul: inner dims do not match (3 vs 4)
#    15 |     return torch.matmul(x, y)
#       |            ^~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    return torch.matmul(x, y)
