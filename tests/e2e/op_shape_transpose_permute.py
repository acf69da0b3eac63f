# >>> inputs
# x:float32[batch,n,4]
# m:float32[n,4]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4); m = torch.randn(3, 4)
# x = torch.randn(3, 5, 4); m = torch.randn(5, 4)
# x = torch.randn(1, 2, 4); m = torch.randn(2, 4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, m: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = x.transpose(0, 1)
    b = torch.transpose(x, 1, 2)
    c = x.permute(2, 0, 1)
    d = torch.permute(x, (1, 0, 2))
    e = m.t()
    g = torch.t(m)
    h = x.permute([0, 2, 1]).transpose(-1, -2)
    return a, b, c, d, e, g, h
