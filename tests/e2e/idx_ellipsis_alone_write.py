# x[...] = v and x[...] op= v write the whole tensor in place, as TorchScript 1.13 does (it
# refuses to read x[...]: tests/errors/index_ellipsis_alone.py): an alias sees the write, a
# 0-d tensor and an empty one too, in a loop that runs 0, 1 or several times.
# >>> inputs
# x:float32[n,3]
# s:float32[]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); s = torch.tensor(0.5); k = 0
# x = torch.randn(4, 3); s = torch.tensor(-1.5); k = 1
# x = torch.randn(0, 3); s = torch.tensor(2.0); k = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, s: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    y = x * 1.0
    a = y
    y[...] = 2.0
    z = x + 1.0
    for i in range(k):
        z[...] += float(i)
        z[...] *= 0.5
    t = s * 1.0
    u = t
    t[...] = 7.0
    t[...] -= s
    return a, z, u, y[..., 1]
