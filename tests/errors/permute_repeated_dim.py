# >>> inputs
# x:float32[2,3]
# <<<
# >>> stderr
# permute_repeated_dim.py:14:12: error: aten::permute: dim 0 appears more than once
#    14 |     return x.permute(0, 0)
#       |            ^~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.permute(0, 0)
