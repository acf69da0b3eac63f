# >>> inputs
# x:float32[4,B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 1); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(4, 2); n = 3
# <<<
# pieces of chunk written in a loop carry their writes to the base
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int):
    top, bottom = x.chunk(2)
    for i in range(n):
        top += bottom
        bottom.mul_(0.5)
    return x, top
