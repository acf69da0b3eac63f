# >>> inputs
# x:float32[batch,n]
# d:int64[2]
# t:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); d = torch.tensor([3, 2]); t = torch.tensor(4)
# x = torch.randn(4, 1); d = torch.tensor([1, 5]); t = torch.tensor(1)
# x = torch.randn(3, 2); d = torch.tensor([0, 2]); t = torch.tensor(0)
# <<<
# Sizes given as integer tensors, 0-d at run time: TorchScript's varargs sizes convert
# each with aten::IntImplicit (torch.zeros(d[0]), issue 22's "zeros(d[0])"); sizes from
# x.shape are ints already.  The last set makes 0-length results.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, d: Tensor, t: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor,
                                                  Tensor, Tensor, int, int]:
    s = x.shape
    a = torch.zeros(d[0])
    b = torch.ones(d[0], d[1], dtype=torch.int64)
    c = torch.zeros((x > 0).sum())
    e = torch.ones(t) * 2.0
    g = torch.zeros(s[0]) + x[:, 0]
    h = x.new_zeros(d[1], 2) + 1
    k = x.repeat(d[1], 1)
    r = torch.randn(d[0], d[1]).shape[0]
    m = torch.empty(t, 3).shape[0]
    return a, b, c, e, g, h, k, r, m
