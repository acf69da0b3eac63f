# >>> inputs
# x:int64[n]
# m:bool[n]
# <<<
# >>> sets
# x = torch.arange(5); m = torch.tensor([True, False, True, False, True])
# x = torch.arange(3) * 7; m = torch.tensor([False, False, False])
# x = -torch.arange(2); m = torch.tensor([True, True])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, m: Tensor) -> Tuple[Tensor, Tensor]:
    y = x[m]
    return y, x[x > 1]
