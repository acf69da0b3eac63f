# A helper returning Optional[Tensor] (None on one path at run time), checked by the caller;
# the check refines the value in the branch and after an early return.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B,3]
# t:float32[]
# <<<
# >>> sets
# x = torch.randn(4, 3); t = torch.tensor(0.0)
# x = torch.randn(2, 3); t = torch.tensor(100.0)
# x = torch.tensor([[1.0, 2.0, 3.0]]); t = torch.tensor(2.5)
# <<<
import torch
from torch import Tensor
from typing import Optional


def pick(x: Tensor, t: Tensor) -> Optional[Tensor]:
    m = x.max()
    if bool(m > t):
        return x / m
    return None


def f(x: Tensor, t: Tensor) -> Tensor:
    y = pick(x, t)
    if y is None:
        return x.sum(0)
    z = y.sum(0)
    return z * 2.0
