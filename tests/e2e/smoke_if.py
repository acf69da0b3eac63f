# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(6); k = 3
# x = torch.randn(2); k = 2
# x = torch.randn(4); k = 9
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor]:
    if k > 2:
        y = x * 2
    else:
        y = x - 1
    return y, x.sum()
