# >>> inputs
# x:int32[2,n,4]
# <<<
# >>> sets
# x = torch.arange(24, dtype=torch.int32).view(2, 3, 4)
# x = torch.arange(40, dtype=torch.int32).view(2, 5, 4)
# x = torch.arange(8, dtype=torch.int32).view(2, 1, 4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return torch.diagonal(x, 0, 1, 2), x.diagonal(1, 0, 2), x.diagonal(-1, dim1=-1, dim2=0)
