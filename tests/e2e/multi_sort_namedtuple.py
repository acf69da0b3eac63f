# >>> inputs
# x:float32[3,B]
# <<<
# >>> sets
# x = torch.randn(3, 1)
# x = torch.randn(3, 4)
# x = torch.randn(3, 7)
# <<<
# sort's NamedTuple, both directions and dims
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    s = x.sort(descending=True)
    t = torch.sort(x, dim=0)
    v, i = x.sort(1, False)
    return s.values, s.indices, t.values, t.indices, v * 2.0, i
