# List comprehensions over range (run-time and constant), lists, zip and enumerate; the target
# does not leak out of the comprehension.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 1
# x = torch.randn(4); k = 2
# x = torch.randn(2); k = 6
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    i = 7
    xs = [x * i for i in range(k)]
    ys = [t + 1 for t in xs]
    zs = [a * b for a, b in zip(ys, [x, x + 1])]
    ws = [t * j for j, t in enumerate([x, x * 2, x * 3])]
    cs = [x[j] for j in range(2)]
    return torch.stack(ys).sum(0) + torch.stack(zs).sum(0) + torch.stack(ws).sum(0) + i + len(xs) + torch.stack(cs).sum()
