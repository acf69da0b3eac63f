# Issue 18 item 14: y = a and z = a end every run (a made in the run): y's and z's writes reach
# a and each other.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(3, 3); n = 2
# x = torch.randn(2, 3); n = 3
# x = torch.randn(3, 3); n = 5
# <<<
import torch
from torch import Tensor
from typing import List, Tuple, Dict

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x * 2.0
    y = x * 1.0
    z = x * 3.0
    s = torch.zeros_like(x)
    for i in range(n):
        y.add_(1.0)
        z.mul_(2.0)
        s = s + y + z + a
        a = a + 1.0
        y = a
        z = a
    return a, y, z, s
