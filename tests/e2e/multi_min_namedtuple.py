# >>> inputs
# x:float32[B,4]
# flip:bool[]
# <<<
# >>> sets
# x = torch.randn(2, 4); flip = True
# x = torch.randn(3, 4); flip = False
# x = torch.randn(6, 4); flip = True
# <<<
# x.min(dim)'s NamedTuple through a variable, a branch and arithmetic
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, flip: bool):
    r = torch.min(x, 1)
    if flip:
        r = x.min(dim=1, keepdim=False)
        return r.values * 2.0, r.indices
    return r.values, r.indices + 1
