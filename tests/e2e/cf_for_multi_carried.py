# Several tensors and ints carried together through one loop (a small recurrence).
# >>> inputs
# h:float32[b,4]
# c:float32[b,4]
# w:float32[4,4]
# n:int64[]
# <<<
# >>> sets
# h = torch.randn(2, 4); c = torch.randn(2, 4); w = torch.randn(4, 4) * 0.5; n = 0
# h = torch.randn(3, 4); c = torch.randn(3, 4); w = torch.randn(4, 4) * 0.5; n = 1
# h = torch.randn(1, 4); c = torch.randn(1, 4); w = torch.randn(4, 4) * 0.5; n = 8
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(h: Tensor, c: Tensor, w: Tensor, n: int) -> Tuple[Tensor, Tensor, int]:
    steps = 0
    for t in range(n):
        g = torch.sigmoid(h @ w)
        c = g * c + (1.0 - g) * torch.tanh(h)
        h = torch.tanh(c) * g
        steps = steps + 1
    return h, c, steps
