# >>> inputs
# x:float32[batch,n]
# m:bool[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3); m = torch.rand(2, 3) > 0.5
# x = torch.randn(4, 5); m = torch.rand(4, 5) > 0.5
# x = torch.randn(3, 2); m = torch.rand(3, 2) > 0.5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, m: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x * m
    b = m.long() + 1
    c = m.to(torch.float32) - x
    d = (m * 3).sum(0)
    return a, b, c, d
