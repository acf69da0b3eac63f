# Names rebound in loops nested two deep inside both branches of an if.
# >>> inputs
# x:float32[b,3]
# n:int64[]
# m:int64[]
# <<<
# >>> sets
# x = torch.rand(2, 3) + 0.1; n = 0; m = 3
# x = torch.rand(3, 3) + 0.1; n = 1; m = 0
# x = torch.rand(2, 3) + 0.1; n = 3; m = 2
# x = -torch.rand(3, 3) - 0.1; n = 2; m = 0
# x = -torch.rand(2, 3) - 0.1; n = 0; m = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int, m: int) -> Tuple[Tensor, Tensor, Tensor]:
    a = x * 1.0
    b = x + 2.0
    c = x - 1.0
    if x.sum() > 0:
        for i in range(n):
            a = a + b * 0.5
            for j in range(m):
                b = b * 0.9 + a * 0.1
                c = a - b
            a = torch.tanh(a)
    else:
        for i in range(m):
            b = torch.sigmoid(b + a)
            if i > 1:
                for j in range(n):
                    c = c + b * float(j)
                    a = a * 0.5
    return a, b, c
