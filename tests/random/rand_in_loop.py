# >>> min-opset
# 13
# <<<
# >>> inputs
# w:float32[4]
# n:int64[]
# <<<
# >>> sets
# w = torch.tensor([1.0, 2.0, 0.0, 5.0]); n = 500
# w = torch.tensor([3.0, 3.0, 3.0, 1.0]); n = 300
# <<<
# Draws inside a loop run n times (a Loop body's random nodes draw anew on each trip) and
# inside a branch: multinomial without replacement per trip, stacked; rand accumulated.
import torch
from torch import Tensor
from typing import Tuple


def f(w: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    d = torch.stack([torch.multinomial(w, 3) for _ in range(n)])
    s = torch.zeros(1000)
    for i in range(n):
        s = s + torch.rand(1000)
    if n > 400:
        e = torch.randn(1000) + 10.0
    else:
        e = torch.rand(1000)
    return d, s / n, e
