# >>> inputs
# x:float32[batch,3,n]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4)
# x = torch.randn(5, 3, 2)
# x = torch.randn(1, 3, 6)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = torch.sum(x, [0, 2])
    b = x.sum(dim=(1, 2))
    c = x.sum([-1, 0], keepdim=True)
    d = torch.sum(x, dim=[1])
    return a, b, c, d
