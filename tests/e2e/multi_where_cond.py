# >>> inputs
# c:bool[B,3]
# <<<
# >>> sets
# c = torch.zeros(2, 3, dtype=torch.bool)
# c = torch.tensor([[True, False, True]])
# c = torch.rand(5, 3) > 0.5
# <<<
# torch.where(cond) with one argument: one index tensor per dim, none found in the first set
import torch
from torch import Tensor
from typing import List, Tuple


def f(c: Tensor):
    i, j = torch.where(c)
    k = torch.where(c)
    return i, j, k[0] * 3 + k[1], len(k)
