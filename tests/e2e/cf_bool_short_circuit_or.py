# `or` short-circuits: x[i] is only read when i is in range; used as a while condition.
# >>> inputs
# x:float32[m]
# <<<
# >>> sets
# x = torch.tensor([-1.0, 2.0, 3.0])
# x = torch.tensor([4.0, 5.0])
# x = torch.tensor([1.0, 2.0, 3.0, -4.0, 5.0])
# x = torch.zeros(0)
# x = torch.tensor([2.0, -1.0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[int, Tensor]:
    i = 0
    acc = torch.zeros(1)
    while not (i >= x.size(0) or x[i] < 0.0):
        acc = acc + x[i]
        i += 1
    return i, acc
