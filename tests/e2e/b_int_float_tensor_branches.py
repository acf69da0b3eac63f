# Wrong if a variable that is an int64 count on one path and a float32 mass on the other gets one dtype for both
# (every use gives one dtype either way: c * 1.0 and c.float() are float32, c > 1 is bool).
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); n = 0
# x = torch.tensor([1.5, 2.0, 0.5]); n = 1
# x = torch.tensor([-1.0, 0.25]); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, bool]:
    if n > 1:
        c = (x > 0).sum()
    else:
        c = x.sum()
    return c * 1.0, c.float() + x, bool(c > 1)
