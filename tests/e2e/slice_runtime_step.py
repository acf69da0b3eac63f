# >>> inputs
# x:float32[n,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(7, 3); k = 2
# x = torch.randn(4, 3); k = 1
# x = torch.randn(5, 3); k = 9
# <<<
# >>> raises
# x = torch.randn(4, 3); k = 0
# x = torch.randn(4, 3); k = -1
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tensor:
    return x[::k]
