# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 5)
# x = torch.randn(6, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    z = torch.zeros(x.size(0), x.size(1) * 2)
    z = z + torch.cat([x, x], dim=1)
    r = torch.arange(x.size(0) * x.size(1)).view(x.size(0), -1).float() + x
    return z, r
