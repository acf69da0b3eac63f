# Writes whose operand is another view of the same memory that shares no element with it
# (issue 18: `runs[1::2] -= runs[::2]` was refused as "PyTorch refuses this"; PyTorch, eager
# and scripted, runs it): strided slices, selects and narrows of one tensor.
# >>> inputs
# x:float32[8,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(8, 3); n = 0
# x = torch.randn(8, 3); n = 1
# x = torch.randn(8, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    runs = x[:, 0].clone()
    runs[1::2] -= runs[::2]
    y = x.clone()
    for i in range(n):
        y[0:4:3] += y[1::3][:2]
        y.narrow(1, 0, 1).mul_(y[:, 2:3])
    z = x.clone()
    z[::4].copy_(z[2::4])
    z[:, 1] += z[:, 0]
    z.t()[2].sub_(z.t()[0])
    return runs, y, z
