# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 4
# x = torch.randn(4, 5) * 4
# x = torch.randn(1, 6) * 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = x.to(torch.long)
    b = x.to(torch.int)
    c = x.to(torch.double)
    d = a.to(torch.float)
    e = x.to(torch.half)
    g = torch.zeros(x.size(1), dtype=torch.float32) + torch.ones(x.size(1), dtype=torch.double)
    h = torch.arange(3, dtype=torch.int32).to(torch.int64)
    return a, b, c, d, e, g, h
