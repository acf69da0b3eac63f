# >>> inputs
# x:int64[2]
# <<<
# >>> sets
# x = torch.tensor([1, 2])
# x = torch.tensor([-5, 0])
# x = torch.tensor([7, 7])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = torch.arange(6)
    b = a.reshape(2, 3)
    return x + a[[1, 3]], a[a > 2], b[[1, 0], [2, -1]], b[:, [0, 2]][[1]]
