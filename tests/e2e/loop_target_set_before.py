# >>> inputs
# x:float32[batch,3]
# y:float32[batch,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3); n = 0
# x = torch.randn(5, 3); y = torch.randn(5, 3); n = 1
# x = torch.randn(4, 3); y = torch.randn(4, 3); n = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


# A loop target set before the loop keeps that value when the loop runs 0 times, and
# holds the last iteration's value otherwise (docs/language.md, "Loops").
def f(x: Tensor, y: Tensor, n: int) -> Tuple[Tensor, Tensor, int]:
    i = 7
    for i in range(n):
        x = x * 2
    j = -1
    for j in range(2, n, 2):
        x = x + j
    t = y * 3
    for t in (x, y):
        x = x + 1
    k = 5
    while k < n:
        k = k + 2
    return x + i + j, t, k
