# >>> inputs
# x:float32[b,n]
# i:int64[n]
# <<<
# >>> sets
# x = torch.tensor([[3., 1., 2., 1.], [0., 0., -1., 5.]]); i = torch.tensor([2, 2, 1, 0])
# x = torch.randn(3, 5); i = torch.tensor([4, 1, 4, 4, 0])
# x = torch.randn(1, 1); i = torch.tensor([7])
# x = torch.randn(2, 0); i = torch.zeros(0, dtype=torch.int64)
# <<<
# argsort (ties in index order: stable=True's, both ways; descending; dims; ints; bool;
# 0-d) and msort (along dim 0)
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.argsort(x, stable=True)
    b = x.argsort(0, True)
    c = torch.argsort(i, stable=True, descending=True)
    d = torch.argsort(i > 1, stable=True)
    e = torch.argsort(x.sum(), -1)
    g = torch.msort(x)
    h = i.msort()
    k = torch.argsort(x, dim=-2, stable=True, descending=False)
    return a, b, c, d, e, g, h, k, torch.msort(x.sum())
