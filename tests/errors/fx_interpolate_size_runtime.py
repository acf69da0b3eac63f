# >>> inputs
# y:float32[b,3,4,4]
# n:int64[]
# <<<
# >>> stderr
# fx_interpolate_size_runtime.py:23:12: error: aten::interpolate: size must be a list of known length
#    23 |     return F.interpolate(y, size=sz)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


# not supported yet (PyTorch checks its length at run time): a size list whose length is
# known only at run time
def f(y: Tensor, n: int) -> Tensor:
    sz: List[int] = []
    for i in range(n):
        sz.append(4)
    return F.interpolate(y, size=sz)
