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


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    v, i = torch.min(x, dim=1)
    v2, i2 = x.min(0, keepdim=True)
    r = x.min(1)
    return v, i, v2, i2, r[0] + r[1].float()
