# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4); n = 0
# x = torch.randn(5, 4); n = 1
# x = torch.randn(3, 4); n = 3
# <<<
# Wrong if a write in an if nested in an inner loop with break is applied after the break, or to the outer trip's view.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        r = x[i % x.size(0)]
        for j in range(4):
            if j > i:
                break
            r[j] += 1.0
        if i == 1:
            r.mul_(-1.0)
    return x
