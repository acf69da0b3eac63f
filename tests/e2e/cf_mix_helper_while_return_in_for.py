# A helper whose while loop returns early, called from a for loop whose body also breaks.
# >>> inputs
# x:float32[n,3]
# t:float32[]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]); t = 4.5
# x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]); t = 100.0
# x = torch.tensor([[9.0, 1.0, 1.0]]); t = 0.5
# x = torch.zeros(0, 3); t = 1.0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def first_above(r: Tensor, t: float) -> int:
    j = 0
    while j < r.size(0):
        if float(r[j]) > t:
            return j
        j += 1
    return -1


def f(x: Tensor, t: float) -> Tuple[int, int, Tensor]:
    row = -1
    col = -1
    total = torch.zeros(3)
    for i in range(x.size(0)):
        c = first_above(x[i], t)
        total = total + x[i]
        if c >= 0:
            row = i
            col = c
            break
    return row, col, total
