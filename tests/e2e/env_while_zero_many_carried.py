# A while loop carrying 25 names that may run zero times: every name keeps its value from before the loop.
# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(5); n = -2
# x = torch.randn(3); n = 1
# x = torch.randn(5); n = 6
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, int]:
    c0 = x + 0.0
    c1 = x + 1.0
    c2 = x + 2.0
    c3 = x + 3.0
    c4 = x + 4.0
    c5 = x + 5.0
    c6 = x + 6.0
    c7 = x + 7.0
    c8 = x + 8.0
    c9 = x + 9.0
    c10 = x + 10.0
    c11 = x + 11.0
    c12 = x + 12.0
    c13 = x + 13.0
    c14 = x + 14.0
    c15 = x + 15.0
    c16 = x + 16.0
    c17 = x + 17.0
    c18 = x + 18.0
    c19 = x + 19.0
    c20 = x + 20.0
    c21 = x + 21.0
    c22 = x + 22.0
    c23 = x + 23.0
    k = 0
    while k < n:
        c0 = torch.tanh(c0 + c5)
        c1 = torch.tanh(c1 + c6)
        c2 = torch.tanh(c2 + c7)
        c3 = torch.tanh(c3 + c8)
        c4 = torch.tanh(c4 + c9)
        c5 = torch.tanh(c5 + c10)
        c6 = torch.tanh(c6 + c11)
        c7 = torch.tanh(c7 + c12)
        c8 = torch.tanh(c8 + c13)
        c9 = torch.tanh(c9 + c14)
        c10 = torch.tanh(c10 + c15)
        c11 = torch.tanh(c11 + c16)
        c12 = torch.tanh(c12 + c17)
        c13 = torch.tanh(c13 + c18)
        c14 = torch.tanh(c14 + c19)
        c15 = torch.tanh(c15 + c20)
        c16 = torch.tanh(c16 + c21)
        c17 = torch.tanh(c17 + c22)
        c18 = torch.tanh(c18 + c23)
        c19 = torch.tanh(c19 + c0)
        c20 = torch.tanh(c20 + c1)
        c21 = torch.tanh(c21 + c2)
        c22 = torch.tanh(c22 + c3)
        c23 = torch.tanh(c23 + c4)
        k += 1
    return c0, c12 + c23, c7 * c8, k
