# >>> inputs
# i:int64[n]
# <<<
# >>> sets
# i = torch.randperm(5) * 3 - 4
# i = torch.randperm(9) - 4
# i = torch.randperm(2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    v, j = i.sort()
    w, _ = torch.sort(i, descending=True)
    return v, j, w
