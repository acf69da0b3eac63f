# >>> inputs
# v:float32[n]
# x:float32[b,n]
# <<<
# >>> sets
# v = torch.randn(3); x = torch.randn(2, 3)
# v = torch.randn(1); x = torch.randn(4, 1)
# v = torch.randn(4); x = torch.randn(3, 4)
# <<<
# diag: a vector on the diagonal (offsets above and below), a matrix's diagonal (offsets,
# 0), ints, bool; diag_embed: offsets, other dims, negative dims
import torch
from torch import Tensor
from typing import Tuple


def f(v: Tensor, x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.diag(v)
    b = v.diag(1)
    c = torch.diag(v, -2)
    d = torch.diag(x)
    e = x.diag(-1)
    g = torch.diag(x, 0)
    h = torch.diag(v.long(), 1)
    k = torch.diag_embed(x)
    m = x.diag_embed(1, 0, 2)
    n = torch.diag_embed(x > 0, -1, -1, 0)
    p = torch.diag_embed(v, offset=0, dim1=1, dim2=0)
    return a, b, c, d, e, g, h, k, m, n, p
