# >>> inputs
# x:float32[batch,3]
# <<<
# >>> stderr
# squeeze_unknown_dim.py:14:12: error: aten::squeeze: squeeze of dim 0, whose size is not known at compile time
#    14 |     return x.squeeze(0)
#       |            ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.squeeze(0)
