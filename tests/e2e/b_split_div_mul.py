# A count (int64) on one path and a mass (float32) on the other, each 0-d: every use computes in
# float32 either way (true division, a float factor, a float32 tensor of dims), so the
# variable is converted to float32 in each branch, as PyTorch converts it before computing.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 3.0]); n = 0
# x = torch.tensor([1.5, 2.0]); n = 2
# x = torch.tensor([-1.0, 0.25, 5.0, 7.5]); n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    if n > 1:
        c = (x > -100.0).sum()
    else:
        c = x.abs().sum()
    return c / 2, 3 / c, x / c, c * 0.5, x * c, x + c, c ** 0.5, x % c
