# Returns inside branches on sizes known only at run time: the rest of the function after
# `if x.size(0) != 1: return ...` knows the size is 1, an elif chain from size 0, and orders
# (x.size(0) > 1: not 1) (issue 18).
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(0, 3); n = 0
# x = torch.randn(1, 3); n = 1
# x = torch.randn(4, 3); n = 3
# x = torch.randn(1, 3); n = 2
# <<<
import torch
from torch import Tensor


def g(x: Tensor) -> Tensor:
    if x.size(0) != 1:
        return x.sum(0)
    return x.squeeze(0) * 3.0


def h(x: Tensor) -> Tensor:
    if x.size(0) > 1:
        y = x.squeeze(0)[0]
    elif 1 >= x.size(0) and x.size(0) != 0:
        y = x.squeeze(0)
    else:
        y = torch.ones(3)
    return y


def f(x: Tensor, n: int) -> Tensor:
    s = h(x)
    for i in range(n):
        s = s + g(x)
    if x.size(0) == 0:
        return s
    elif x.size(0) == 1:
        return s + x.squeeze(0)
    return s + x.sum(0)

