# >>> stderr
# multi_where_unknown_rank.py:13:12: error: torch.where(condition): the rank of the condition is not known at compile time
#    13 |     return torch.where(c)[0]
#       |            ^~~~~~~~~~~~~~
# <<<
# refused: the number of index tensors torch.where(cond) gives is the rank of cond, not known here
import torch
from torch import Tensor
from typing import List


def f(c: Tensor):
    return torch.where(c)[0]
