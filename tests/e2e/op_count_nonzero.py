# >>> inputs
# x:float32[b,3]
# i:int64[b]
# <<<
# >>> sets
# x = torch.tensor([[1., 0., float('nan')], [0., -0., 2.]]); i = torch.tensor([0, 2])
# x = torch.randn(3, 3); i = torch.tensor([1, 0, 0])
# x = torch.zeros(1, 3); i = torch.tensor([0])
# <<<
# count_nonzero: everything, a dim, a list of dims, an empty list (everything), NaN counts,
# -0.0 does not, ints, bool, 0-d
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.count_nonzero(x)
    b = x.count_nonzero(1)
    c = torch.count_nonzero(x, [0, -1])
    d = torch.count_nonzero(x, [])
    e = torch.count_nonzero(i)
    g = torch.count_nonzero(i > 0, dim=0)
    h = torch.count_nonzero(x.sum())
    return a, b, c, d, e, g, h
