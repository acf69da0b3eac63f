# >>> inputs
# x:float32[batch]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 3
# x = torch.randn(5); n = 7
# x = torch.randn(4); n = 1
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.arange(5)
    b = torch.arange(n)
    c = torch.arange(1, n + 2)
    d = torch.arange(0, 10, 3)
    e = torch.arange(0.0, 1.0, 0.25)
    g = torch.arange(x.size(0), dtype=torch.float32) * x
    h = torch.arange(start=-2, end=n, step=2)
    return a, b, c, d, e, g, h
