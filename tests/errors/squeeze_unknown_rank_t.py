# >>> inputs
# x:float32[n,3]
# <<<
# >>> stderr
# squeeze_unknown_rank_t.py:16:12: error: aten::t: needs the tensor's rank, not known here (an input without dims, or a squeeze of a dim known only at run time)
#    16 |     return y.t().sum()
#       |            ^~~~~
# <<<
# the rank of y is known only at run time; t() needs it
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x.squeeze(0)
    return y.t().sum()
