# A branch on a size known only at run time tells it inside the branch: there squeeze drops
# (or keeps) the dim, so both branches give tensors of one rank (issue 18: "rank known only at
# run time" before).  ==, != (the else of it), `and`, `not`, elif, squeeze of every dim, and
# conditional expressions (`a if c else b`, `c and ...`).
# >>> inputs
# x:float32[B,C]
# z:float32[B,1,C]
# <<<
# >>> sets
# x = torch.randn(1, 3); z = torch.randn(1, 1, 3)
# x = torch.randn(3, 1); z = torch.randn(3, 1, 1)
# x = torch.randn(2, 4); z = torch.randn(2, 1, 4)
# x = torch.randn(1, 1); z = torch.randn(1, 1, 1)
# x = torch.randn(1, 2); z = torch.randn(1, 1, 2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, z: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, bool]:
    if x.size(0) == 1:
        a = x.squeeze(0)
    else:
        a = x.sum(0)
    if x.size(1) != 1:
        c = x.sum(1)
    else:
        c = x.squeeze(1) * 2.0
    if x.size(0) == 1 and x.shape[1] != 1:
        d = x.squeeze()
    elif not x.size(0) != 3:
        d = x[1] + x.squeeze(0)[2]
    else:
        d = x[0]
    if z.size(0) == 1 and z.size(2) != 1:
        e = z.squeeze()
    else:
        e = z.sum(0).sum(0)
    g = x.squeeze(0) if x.size(0) == 1 else x[1]
    h = x.size(0) == 1 and bool(x.squeeze(0).sum() > 0.0)
    return a, c, d, e, g, h
