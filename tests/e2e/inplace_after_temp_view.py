# x += ... is allowed after an earlier statement read x through a view no name keeps (x.view(-1).sum(), x[0] * 2.0, x.t() @ x) or put in a list no name keeps (torch.cat([x, a])): the view is not read again.
# >>> inputs
# x:float32[3,3]
# <<<
# >>> sets
# x = torch.randn(3, 3)
# x = torch.zeros(3, 3)
# x = torch.arange(9.0).reshape(3, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    x = x * 1.0
    s = x.view(-1).sum()
    a = x[0] * 2.0
    m = x.t() @ x
    c = torch.cat([x, a.unsqueeze(0)])
    x += 1.0
    x *= 2.0
    return x, s, a, m, c
