# >>> inputs
# x:float32[4,B]
# <<<
# >>> sets
# x = torch.randint(0, 3, (4, 1)).float()
# x = torch.randint(0, 2, (4, 5)).float() * 0.5
# x = torch.randn(4, 3)
# <<<
# mode of floats, keepdim, after which the indices gather the values back
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    r = x.mode(dim=1, keepdim=True)
    return r.values, r.indices, x.gather(1, r.indices) - r.values
