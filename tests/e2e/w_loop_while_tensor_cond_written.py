# >>> inputs
# x:float32[B]
# <<<
# >>> sets
# x = torch.zeros(2)
# x = torch.full((5,), 3.5)
# x = torch.full((3,), 10.0)
# <<<
# Wrong if a while loop whose condition reads a tensor written through a view in the body never sees the write.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    h = x[:1]
    k = 0
    while bool(x[0] < 4.0):
        h += 1.0
        k += 1
    return x, k
