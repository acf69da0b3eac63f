# >>> inputs
# x:float32[B,7]
# <<<
# >>> sets
# x = torch.randn(1, 7)
# x = torch.randn(2, 7)
# x = torch.randn(5, 7)
# <<<
# split by an int size along a fixed dim: the last piece is shorter
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    p = x.split(3, dim=1)
    q = torch.split(x, 7, 1)
    return p[0], p[1], p[2], len(p), q[0] + 1.0, len(q)
