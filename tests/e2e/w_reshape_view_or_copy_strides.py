# reshape / view / flatten / contiguous of views of known shape: a view where PyTorch's
# computeStride finds strides (merging dims that stay contiguous to each other, splitting a
# dim, moving dims of size 1), a copy elsewhere; writes to the result reach x only when it is
# a view (issue 18).
# >>> inputs
# x:float32[2,3,4]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4)
# x = torch.randn(2, 3, 4)
# x = torch.randn(2, 3, 4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = x[:, 1:].reshape(2, 8)
    a.add_(1.0)
    b = x[1].reshape(2, 6)
    b.mul_(2.0)
    c = x.transpose(0, 1).reshape(3, 2, 2, 2)
    c.sub_(3.0)
    d = x[:, :, 0].unsqueeze(2).contiguous()
    d.add_(10.0)
    e = x.permute(1, 0, 2)[0].reshape(8)
    e.mul_(-1.0)
    g = x[:, 0:1].squeeze(1).t().flatten()
    g.add_(100.0)
    h = x.unsqueeze(0).expand(2, 2, 3, 4).reshape(4, 12)
    h.add_(0.5)
    return x, a, b, c, d, e, g
