# >>> inputs
# i:int64[batch,n]
# <<<
# >>> sets
# i = torch.randperm(6).reshape(2, 3)
# i = torch.randperm(20).reshape(4, 5) - 10
# i = torch.randperm(9).reshape(3, 3) * 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    v, j = i.max(1)
    w, k = torch.min(i, dim=0, keepdim=True)
    return v, j, w, k
