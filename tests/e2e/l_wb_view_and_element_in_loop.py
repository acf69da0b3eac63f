# In a loop that reads the list each run: t = xs[i] written through a view of it and then
# itself; both writes are put back at i.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# x = torch.randn(4); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = [x * 1.0]
    for i in range(n):
        xs.append(x * float(i))
    acc = x * 0.0
    for i in range(n):
        acc = acc + torch.stack(xs).sum(0)
        t = xs[i]
        u = t.view(-1)
        u.mul_(2.0)
        t.add_(1.0)
    return torch.stack(xs), acc
