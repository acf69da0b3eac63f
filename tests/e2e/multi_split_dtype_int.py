# >>> inputs
# x:int64[B,6]
# <<<
# >>> sets
# x = torch.arange(6).reshape(1, 6)
# x = torch.arange(12).reshape(2, 6)
# x = torch.arange(18).reshape(3, 6)
# <<<
# split and unbind of an int tensor, pieces reassembled with cat
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    a, b, c = x.split([2, 0, 4], 1)
    return torch.cat([c, b, a], 1), b.shape[1], x.t().unbind()[5]
