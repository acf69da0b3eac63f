# >>> inputs
# x:float32[batch,n]
# s:float32[]
# <<<
# >>> sets
# x = torch.randn(2, 3); s = 1.5
# x = torch.randn(4, 1); s = -0.25
# x = torch.randn(3, 5); s = 7.0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, s: float) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.full((2, 3), 1.5)
    b = torch.full([x.size(0)], 7, dtype=torch.long)
    c = torch.full(x.size(), s)
    d = torch.full([x.size(1), 2], 3)
    e = torch.full((2,), 1, dtype=torch.bool)
    return a, b, c, d, e
