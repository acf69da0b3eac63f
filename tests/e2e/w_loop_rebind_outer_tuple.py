# Issue 18 item 14: a tuple the loop carries is rebound to (w, t[0]): its leaves are each a
# tensor made before the loop or not, by a flag each.
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

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    w = x + 2
    t = (x * 1.0, x * 3.0)
    for i in range(n):
        t[0].add_(1)
        t[1].mul_(2)
        t = (w, t[0])
    return t[0], t[1], w
