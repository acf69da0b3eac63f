# >>> inputs
# x:float32[n,3]
# <<<
# >>> stderr
# squeeze_unknown_rank_transpose.py:16:12: error: aten::transpose: needs the tensor's rank, not known here (an input without dims, or a squeeze of a dim known only at run time) (opset 17)
#    16 |     return y.transpose(0, 1).sum()
#       |            ^~~~~~~~~~~~~~~~~
# <<<
# the rank of y is known only at run time; the lowering of transpose needs it
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x.squeeze(0)
    return y.transpose(0, 1).sum()
