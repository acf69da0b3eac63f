# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(1, 4)
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# <<<
# a write to the base after split is seen by the pieces; a write to a piece by the base and its neighbour unchanged
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    a, b = x.split(2, 1)
    x.mul_(10.0)
    b[:, 0] = -1.0
    return a, b, x
