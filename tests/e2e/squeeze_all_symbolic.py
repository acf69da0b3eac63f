# >>> inputs
# x:float32[a,1,b,3]
# <<<
# >>> sets
# x = torch.randn(1, 1, 1, 3)
# x = torch.randn(4, 1, 1, 3)
# x = torch.randn(1, 1, 5, 3)
# x = torch.randn(2, 1, 3, 3)
# x = torch.randn(0, 1, 1, 3)
# x = torch.randn(1, 1, 0, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[int, int, Tensor]:
    y = x.squeeze()
    return y.dim(), y.size(0), y.reshape(-1)
