# >>> inputs
# x:float32[2,n,3]
# <<<
# >>> sets
# x = torch.randn(2, 1, 3)
# x = torch.randn(2, 4, 3)
# x = torch.randn(2, 0, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[int, int, Tensor]:
    y = x.squeeze(1)
    return y.dim(), y.size(1), (y * 2.0).reshape(-1)
