# >>> inputs
# x:float32[b,3,4,n]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4, 5)
# x = torch.randn(1, 3, 4, 2)
# x = torch.randn(3, 3, 4, 1)
# <<<
# movedim and moveaxis: one dim, lists, negative dims, the others kept in order; the result is
# a view (a write through it reaches x)
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.movedim(x, 0, -1)
    b = x.movedim([0, 1], [2, 0])
    c = torch.moveaxis(x, (3, 2), (0, 1))
    d = x.moveaxis(1, 1)
    e = torch.movedim(x, -1, 0)
    e[0] = 0.0
    return a, b, c, d, e, x
