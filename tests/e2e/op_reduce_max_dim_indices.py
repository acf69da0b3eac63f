# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 5)
# x = torch.randn(3, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    v, i = torch.max(x, 1)
    v2, i2 = x.max(dim=0, keepdim=True)
    v3, i3 = torch.max(x, -1, True)
    return v, i, v2, i2, v3, i3
