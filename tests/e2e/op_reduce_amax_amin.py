# >>> inputs
# x:float32[batch,n,3]
# <<<
# >>> sets
# x = torch.randn(2, 3, 3)
# x = torch.randn(4, 5, 3)
# x = torch.randn(1, 2, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.amax(x, dim=1)
    b = x.amin(dim=(0, 2))
    c = torch.amax(x, [0, 1], keepdim=True)
    d = x.amax()
    e = torch.amin(x, -1)
    return a, b, c, d, e
