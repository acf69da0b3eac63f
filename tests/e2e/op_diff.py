# >>> inputs
# x:float32[b,n]
# p:float32[b,2]
# <<<
# >>> sets
# x = torch.randn(2, 5); p = torch.randn(2, 2)
# x = torch.randn(3, 1); p = torch.randn(3, 2)
# x = torch.randn(1, 4); p = torch.randn(1, 2)
# <<<
# diff: along the last dim and dim 0, n = 0, 1, 2 and past the size (empty), prepend and
# append, bool (!=), ints
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, p: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.diff(x)
    b = x.diff(dim=0)
    c = torch.diff(x, 2, -1, prepend=p, append=p)
    d = torch.diff(x, n=0)
    e = torch.diff(x > 0)
    g = torch.diff(x.long(), append=p.long())
    h = torch.diff(x, 6)
    k = torch.diff(x, 1, 1, p)
    return a, b, c, d, e, g, h, k
