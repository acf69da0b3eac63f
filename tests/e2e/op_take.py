# >>> inputs
# x:float32[b,n]
# i:int64[m,2]
# <<<
# >>> sets
# x = torch.randn(2, 5); i = torch.tensor([[0, 9], [-1, 3], [4, -10]])
# x = torch.randn(3, 1); i = torch.tensor([[0, 1]])
# x = torch.randn(1, 4); i = torch.tensor([[3, -4], [2, 2]])
# <<<
# take: flat indices, negative ones, shaped as the index; take_along_dim along a dim (with
# broadcasting of the other dims), negative dim, and flattened without a dim
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.take(x, i)
    b = x.take(i[0])
    s = torch.argsort(x, 1)
    c = torch.take_along_dim(x, s, 1)
    d = x.take_along_dim(s[:1], dim=-1)
    e = torch.take_along_dim(x, torch.argsort(x, 0)[:, :1], 0)
    g = torch.take_along_dim(x, i[0] % 1)
    return a, b, c, d, e, g
