# Floor division and remainder with a count (int64) or a mass (float32), 0-d, against float32
# operands: computed in float32 either way, the count converted first as PyTorch converts it.
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


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    if n > 1:
        c = (x > -100.0).sum()
    else:
        c = x.abs().sum() + 0.5
    return x // c, c // x, 10.25 % c
