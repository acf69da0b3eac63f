# contiguous(), reshape() and flatten() of views are views where the view is contiguous (or,
# for reshape, where the strides allow one) and copies elsewhere, as the shapes tell (issue
# 18: `y = x.permute(0, 2, 1).contiguous(); y += b` was refused as "may share memory").
# Here every shape is known: a permute that only moves a dim of size 1 is contiguous (a
# view: the writes reach x), a slice of an inner dim and an expand are not (copies).
# >>> inputs
# x:float32[3,1,4]
# b:float32[4,1]
# <<<
# >>> sets
# x = torch.randn(3, 1, 4); b = torch.randn(4, 1)
# x = torch.randn(3, 1, 4); b = torch.zeros(4, 1)
# x = torch.randn(3, 1, 4); b = torch.ones(4, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    y = x.permute(0, 2, 1).contiguous()
    y += b
    z = x[:, :, 1:3].contiguous()
    z.mul_(2.0)
    w = x[1:].reshape(8)
    w.add_(1.0)
    v = x.transpose(0, 2).reshape(4, 3)
    v.sub_(0.5)
    u = x.expand(2, 3, 1, 4).contiguous()
    u.mul_(3.0)
    t = x[:, 0, ::2].flatten()
    t.add_(7.0)
    return x, y, z, w, v, u
