# >>> inputs
# x:float32[B,6]
# <<<
# >>> sets
# x = torch.randn(1, 6)
# x = torch.randn(3, 6)
# x = torch.randn(4, 6)
# <<<
# split with a list of sizes along a fixed dim of a tensor with a symbolic batch
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    a, b, c = x.split([1, 3, 2], dim=1)
    p = torch.split(x, 4, -1)
    return a * 2.0, b.sum(1), c, p[0], p[1], len(p)
