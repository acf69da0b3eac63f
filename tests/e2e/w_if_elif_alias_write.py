# An elif chain binds y to one of three tensors; a write through y reaches the one chosen
# (the merge of the inner if's tensor keeps what it is under each condition; it was refused
# as "may share").
# >>> inputs
# x:float32[3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(3); k = 1
# x = torch.randn(3); k = 2
# x = torch.randn(3); k = 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x + 1.0
    b = x + 2.0
    c = x[0:2] * 1.0
    d = x * 3.0
    if k == 0:
        y = a
    elif k == 1:
        y = b
    elif k == 2:
        y = d[0:2]
    else:
        y = x
    y.mul_(-2.0)
    return a, b, d, x
