# A two-layer recurrent cell's state, ((h1, c1), (h2, c2)), carried by a loop over a
# sequence's rows: nested tuples are carried leaf by leaf and made again in their shape.
# Rows 0 (the loop never runs), 1 and several; two widths.
# >>> inputs
# xs:float32[T,W]
# <<<
# >>> sets
# xs = torch.randn(0, 4)
# xs = torch.randn(1, 4)
# xs = torch.randn(5, 4)
# xs = torch.randn(3, 2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def cell(x: Tensor, hc: Tuple[Tensor, Tensor]) -> Tuple[Tensor, Tensor]:
    h, c = hc
    c2 = torch.sigmoid(x + h) * c + torch.tanh(x - h)
    return torch.tanh(c2) * 0.5, c2


def f(xs: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    z = torch.zeros(xs.size(1))
    hidden = ((z, z + 1.0), (z - 1.0, z))
    for x in xs:
        l1 = cell(x, hidden[0])
        l2 = cell(l1[0], hidden[1])
        hidden = (l1, l2)
    (h1, c1), (h2, c2) = hidden
    return h1 + c1, h2, c2
