# Views of views share their chain's array while they extend it in turn (tensor.c,
# chainplus): a long chain written through at its end, siblings made from one link of the
# chain (the second copies the prefix), a view of an earlier link made after later ones, and
# writes through each in a loop that runs 0, 1 or several times.
# >>> inputs
# x:float32[4,n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 3); k = 0
# x = torch.randn(4, 5); k = 1
# x = torch.randn(4, 2); k = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor]:
    a0 = x * 1.0
    a1 = a0[1:]
    a2 = a1.detach()
    a3 = a2[1:]
    a4 = a3.view(-1)
    a5 = a4[0:]
    a5.mul_(2.0)
    s1 = a3[0]
    s2 = a3[1:]
    s1.add_(10.0)
    s2.sub_(1.0)
    e = a1[2:]
    e.mul_(-1.0)
    for i in range(k):
        a5.add_(float(i))
        s2.mul_(0.5)
        t = a2.t()[0]
        t.add_(100.0)
    return a0, a5 * 1.0, s2 + e.sum()
