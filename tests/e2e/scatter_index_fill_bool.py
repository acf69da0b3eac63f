# >>> inputs
# x:bool[n,2]
# i:int64[k]
# <<<
# >>> sets
# x = torch.zeros(4, 2, dtype=torch.bool); i = torch.tensor([2])
# x = torch.ones(3, 2, dtype=torch.bool); i = torch.tensor([0, 2])
# x = torch.zeros(2, 2, dtype=torch.bool); i = torch.tensor([-2])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor]:
    return x.index_fill(0, i, 1.5), x.index_fill(1, i * 0, 0)
