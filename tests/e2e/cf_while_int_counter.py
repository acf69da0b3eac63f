# while on an int condition, with the counter and a tensor carried.
# >>> inputs
# x:float32[n]
# limit:int64[]
# <<<
# >>> sets
# x = torch.randn(3); limit = 0
# x = torch.randn(2); limit = 1
# x = torch.randn(5); limit = 7
# x = torch.randn(4); limit = -2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, limit: int) -> Tuple[Tensor, int]:
    i = 0
    while i < limit:
        x = torch.cos(x) + i
        i += 1
    return x, i
