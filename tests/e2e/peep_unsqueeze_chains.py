# Unsqueezes of an Unsqueeze are one Unsqueeze, the axes placed in the result: the outer
# axes are its places, the inner ones the places of the inner result's dims among the rest
# (x.unsqueeze(0).unsqueeze(2), negative axes, x[None, :, None], three in a row).
# >>> inputs
# x:float32[n,3]
# <<<
# >>> sets
# x = torch.arange(6.0).reshape(2, 3)
# x = torch.zeros(0, 3)
# x = torch.arange(3.0).reshape(1, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = x.unsqueeze(0).unsqueeze(2)
    b = x.unsqueeze(-1).unsqueeze(0)
    c = x[None, :, None]
    d = x.unsqueeze(1).unsqueeze(1).unsqueeze(-1)
    e = x.unsqueeze(2).unsqueeze(0) * 2.0
    g = x.unsqueeze(0).unsqueeze(-1).unsqueeze(1)
    return a + 1.0, b - 1.0, c, d, e, g
