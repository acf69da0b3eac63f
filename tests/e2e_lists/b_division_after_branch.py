# Wrong if true division after the branches differs: an int64 count divided gives the same floats as PyTorch.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 3.0]); n = 0
# x = torch.tensor([1.5, 2.0]); n = 1
# x = torch.tensor([-1.0, 0.25, 5.0]); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    if n > 1:
        c = (x > 0).sum()
    else:
        c = x.abs().sum()
    return c / 2, x / (c + 1)
