# >>> inputs
# i:int64[b,2]
# k:int64[]
# <<<
# >>> sets
# i = torch.tensor([[0, 2], [1, 0]]); k = torch.tensor(1)
# i = torch.tensor([[3, 3]]); k = torch.tensor(0)
# i = torch.tensor([[0, 1], [4, 2], [1, 1]]); k = torch.tensor(4)
# <<<
# F.one_hot: num_classes given, -1 (max + 1 at run time, per set), a 0-d index, more classes
# than used
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(i: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return F.one_hot(i, 6), F.one_hot(i), F.one_hot(k, 5), F.one_hot(i, num_classes=-1).sum(0)
