# >>> inputs
# x:float32[n,2]
# <<<
# >>> sets
# x = torch.randn(1, 2)
# x = torch.randn(3, 2)
# x = -torch.rand(1, 2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    y = x.squeeze(0)
    if y.dim() == 1:
        r = y.sum() + 1.0
    else:
        r = y.sum() - 1.0
    return r, y.numel()
