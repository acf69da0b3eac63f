# A loop body binding thirty fresh locals and carrying two names; the body-only names are not carried.
# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(2, 3); n = 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    acc = x * 0.0
    h = x + 1.0
    for i in range(n):
        u0 = h * 0.5
        u1 = torch.tanh(u0 + h)
        u2 = torch.tanh(u1 + h)
        u3 = torch.tanh(u2 + x)
        u4 = torch.tanh(u3 + h)
        u5 = torch.tanh(u4 + h)
        u6 = torch.tanh(u5 + x)
        u7 = torch.tanh(u6 + h)
        u8 = torch.tanh(u7 + h)
        u9 = torch.tanh(u8 + x)
        u10 = torch.tanh(u9 + h)
        u11 = torch.tanh(u10 + h)
        u12 = torch.tanh(u11 + x)
        u13 = torch.tanh(u12 + h)
        u14 = torch.tanh(u13 + h)
        u15 = torch.tanh(u14 + x)
        u16 = torch.tanh(u15 + h)
        u17 = torch.tanh(u16 + h)
        u18 = torch.tanh(u17 + x)
        u19 = torch.tanh(u18 + h)
        u20 = torch.tanh(u19 + h)
        u21 = torch.tanh(u20 + x)
        u22 = torch.tanh(u21 + h)
        u23 = torch.tanh(u22 + h)
        u24 = torch.tanh(u23 + x)
        u25 = torch.tanh(u24 + h)
        u26 = torch.tanh(u25 + h)
        u27 = torch.tanh(u26 + x)
        u28 = torch.tanh(u27 + h)
        u29 = torch.tanh(u28 + h)
        h = u29 * 0.5 + h * 0.5
        acc = acc + u14
    return acc, h
