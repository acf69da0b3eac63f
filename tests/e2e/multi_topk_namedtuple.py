# >>> inputs
# x:float32[B,6]
# <<<
# >>> sets
# x = torch.randn(1, 6)
# x = torch.randn(4, 6)
# x = torch.randn(5, 6)
# <<<
# topk's NamedTuple: largest and smallest, along either dim
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    t = x.topk(3)
    u = torch.topk(x, 1, dim=0, largest=False)
    return t.values, t.indices, u.values, u.indices, t[0].sum(1)
