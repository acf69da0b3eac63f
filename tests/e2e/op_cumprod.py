# >>> inputs
# x:float32[b,n]
# i:int32[n]
# <<<
# >>> sets
# x = torch.randn(2, 5); i = torch.tensor([1, 2, -3, 4, 5], dtype=torch.int32)
# x = torch.tensor([[1., 0., 2.], [float('nan'), 2., float('inf')]]); i = torch.tensor([3, 0, 2], dtype=torch.int32)
# x = torch.randn(3, 1); i = torch.tensor([7], dtype=torch.int32)
# x = torch.randn(3, 0); i = torch.zeros(0, dtype=torch.int32)
# <<<
# cumprod: along each dim, negative dims, zeros, NaN and inf, ints and bool (int64), dtype=,
# 0-d, an empty dim; in place
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.cumprod(x, 1)
    b = x.cumprod(-2)
    c = torch.cumprod(i, 0)
    d = torch.cumprod(i > 1, 0)
    e = torch.cumprod(x, 0, dtype=torch.float64)
    g = torch.cumprod(x.sum(), 0)
    h = x.clone()
    h.cumprod_(1)
    return a, b, c, d, e, g, h, torch.cumprod(i, 0, dtype=torch.float32)
