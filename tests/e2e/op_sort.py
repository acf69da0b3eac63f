# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(3, 4)
# x = torch.randn(4, 6)
# x = torch.randn(2, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    v, i = torch.sort(x)
    v2, i2 = x.sort(dim=0, descending=True)
    v3, i3 = torch.sort(x, -1, True)
    return v, i, v2, i2, v3, i3
