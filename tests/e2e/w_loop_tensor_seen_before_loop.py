# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
# Wrong if a name that saw the tensor before a loop (not a view, the same tensor) is stale after writes in the loop.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    w = x.clone()
    seen = w
    before = w.sum()
    for i in range(n):
        w[:, i % 3] = before
        w.clamp_(-2.0, 2.0)
    return seen, w, before
