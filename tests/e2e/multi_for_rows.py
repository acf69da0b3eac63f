# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(0, 3)
# x = torch.randn(1, 3)
# x = torch.randn(4, 3)
# <<<
# for row in x over a dim known only at run time, 0, 1 and several rows
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    acc = torch.zeros(3)
    n = 0
    for row in x:
        acc = acc + row * row
        n += 1
    return acc, n
