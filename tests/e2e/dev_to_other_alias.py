# x.to(other) is x itself where other's dtype is x's (a write to the result writes x) and a
# copy where it differs or copy=True, as PyTorch's to() (TorchScript's to.other; the device
# is the CPU's), in a loop of run-time length
# >>> inputs
# x:float32[n]
# d:float64[n]
# s:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); d = torch.randn(3).double(); s = torch.randn(3); k = 0
# x = torch.randn(4); d = torch.randn(4).double(); s = torch.randn(4); k = 1
# x = torch.randn(2); d = torch.randn(2).double(); s = torch.randn(2); k = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, d: Tensor, s: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor]:
    a = x.clone()
    b = x.clone()
    c = x.clone()
    for i in range(k):
        y = a.to(s)
        y.add_(1.0)          # the same dtype: writes a
        z = b.to(d)
        z.add_(10.0)         # float64: a copy, b stays
        w = c.to(s, copy=True)
        w.mul_(2.0)          # copy=True: c stays
    return a, b, c
