# >>> inputs
# c:bool[batch,n]
# x:float32[batch,n]
# y:float32[n]
# <<<
# >>> sets
# c = torch.rand(2, 3) > 0.5; x = torch.randn(2, 3); y = torch.randn(3)
# c = torch.rand(4, 5) > 0.5; x = torch.randn(4, 5); y = torch.randn(5)
# c = torch.rand(3, 1) > 0.5; x = torch.randn(3, 1); y = torch.randn(1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(c: Tensor, x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.where(c, x, y)
    b = torch.where(x > 0, x, 0.0)
    d = x.where(c, y)
    e = torch.where(c, 1.0, x)
    g = torch.where(x > y, x.long(), 7)
    return a, b, d, e, g
