# A helper with an early return inside a loop, called (inlined) inside the entry's own loop.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0]); k = 0
# x = torch.tensor([0.5, 6.0, 1.0, 9.0]); k = 1
# x = torch.tensor([1.0, 1.0, 1.0, 1.0, 1.0]); k = 3
# x = torch.tensor([0.25, 4.5]); k = 4
# x = torch.zeros(0); k = 2
# <<<
import torch
from torch import Tensor


def first_above(x: Tensor, t: float) -> int:
    for i in range(x.size(0)):
        if x[i] > t:
            return i
    return x.size(0)


def f(x: Tensor, k: int) -> Tensor:
    for step in range(k):
        j = first_above(x, 4.0)
        x = x + float(j) + 0.5
    return x
