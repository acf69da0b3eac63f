# Issue 18 item 14: a continue skips the rebinding to w on odd runs: y is w from the first
# even run on, and its writes reach w then.
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
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    w = x + 2
    y = x * 1.0
    s = torch.zeros_like(x)
    for i in range(n):
        y.mul_(1.5)
        s = s + y
        if i % 2 == 1:
            continue
        y = w if i > 0 else y * 2.0
    return y, w, s
