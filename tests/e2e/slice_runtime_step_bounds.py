# >>> inputs
# x:float32[3,n]
# k:int64[]
# a:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 10); k = 3; a = 1
# x = torch.randn(3, 4); k = 1; a = -2
# x = torch.randn(3, 6); k = 4; a = 0
# <<<
# >>> raises
# x = torch.randn(3, 5); k = -2; a = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int, a: int) -> Tensor:
    return x[1:, a:-1:k] * 2.0
