# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(1, 4)
# x = torch.randn(3, 4)
# x = torch.randn(5, 4)
# <<<
# x.max(dim)'s NamedTuple: .values/.indices, unpacked, indexed with constants, keepdim
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    r = x.max(dim=1)
    v, i = torch.max(x, 0, keepdim=True)
    return r.values, r.indices, r[0] + 1.0, v, i, x.max(-1, True)[1]
