# >>> inputs
# m:bool[batch,n]
# x:float32[batch,n]
# <<<
# >>> sets
# m = torch.rand(2, 3) > 0.3; x = torch.randn(2, 3)
# m = torch.rand(4, 5) > 0.2; x = torch.randn(4, 5)
# m = torch.ones(3, 2, dtype=torch.bool); x = torch.randn(3, 2).abs()
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(m: Tensor, x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.all(m)
    b = m.any()
    c = torch.all(m, dim=1)
    d = m.any(0, True)
    e = torch.any(x > 0, 1)
    g = (x > 0).all(dim=0, keepdim=True)
    return a, b, c, d, e, g
