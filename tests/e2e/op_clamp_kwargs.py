# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 2
# x = torch.randn(4, 5) * 2
# x = torch.randn(3, 7) * 2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.clamp(x, -0.5, 0.5)
    b = x.clamp(min=-1.0)
    c = torch.clamp(x, max=2)
    d = x.clamp(max=0.1)
    e = torch.clamp(x, min=0, max=1)
    return a, b, c, d, e
