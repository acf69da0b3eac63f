# >>> inputs
# x:int32[B]
# <<<
# >>> sets
# x = torch.tensor([3, -1, 7], dtype=torch.int32)
# x = torch.tensor([5], dtype=torch.int32)
# x = torch.tensor([2, 2, 9, -4, 0], dtype=torch.int32)
# <<<
# aminmax of an int tensor, with ties
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    r = x.aminmax()
    return r[0], r[1]
