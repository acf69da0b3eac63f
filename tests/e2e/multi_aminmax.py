# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(4, 3)
# x = torch.randn(6, 3)
# <<<
# aminmax's NamedTuple (min, max), over everything and along a dim
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    r = torch.aminmax(x)
    lo, hi = x.aminmax(dim=0, keepdim=True)
    s = x.aminmax(dim=-1)
    return r.min, r.max, lo, hi, s.max - s.min
