# >>> inputs
# x:float32[batch,cols]
# i:int64[]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); i = 0; n = 2
# x = torch.randn(4, 6); i = 3; n = 3
# x = torch.randn(5, 5); i = -1; n = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: int, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return x[i], x[:, 1:n], x[n:], x[i, n], x[:, i:]
