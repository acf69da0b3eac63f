# x.type_as(x) is x itself in PyTorch (no copy for the same dtype): a write through it reaches x;
# of another dtype it is a copy.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(4); n = 2
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    y = x.type_as(x)
    y.add_(1.0)
    z = x.type_as(torch.zeros(1, dtype=torch.int64))
    z.add_(1)
    return x, y
