# Lists of the same length on both branches stay values: elements merge one by one.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.ones(3)
# x = -torch.ones(5)
# x = torch.randn(2)
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if bool(x.sum() > 0):
        xs = [x, x + 1]
    else:
        xs = [x * 3, x]
    xs.append(x)
    return torch.cat(xs)
