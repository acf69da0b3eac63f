# A while loop with both a condition and a break on a different (tensor) condition.
# >>> inputs
# x:float32[n]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0]); n = 0
# x = torch.tensor([30.0, 2.0, 1.0]); n = 5
# x = torch.tensor([1.0, 1.0, 1.0]); n = 4
# x = torch.tensor([3.0, 2.0]); n = 10
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    i = 0
    while i < n:
        if x.max() > 20.0:
            break
        x = x * 1.5 + 1.0
        i += 1
    return x, i
