# Elements written after xs[i] = v (constant and run-time i): the item assignment keeps each
# tensor at one position, so the writes are put back.
# >>> inputs
# x:float32[B]
# n:int64[]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0; k = 0
# x = torch.randn(3); n = 1; k = 2
# x = torch.randn(2); n = 4; k = -3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int, k: int) -> Tensor:
    xs = [x * 1.0, x * 2.0]
    for i in range(n):
        xs.append(x * float(i))
    xs[1] = x * 7.0
    xs[1].add_(1.0)
    xs[k] = x - 3.0
    xs[k].mul_(2.0)
    for t in xs:
        t.sub_(0.25)
    return torch.stack(xs)
