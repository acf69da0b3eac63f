# A bool mask that m * x makes float32 in a while loop's first run: carried as float32; m * 2.0,
# m / 4 and m >= 1 compute in float32 whether the loop ran or not.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([0.5, -1.5]); n = 0
# x = torch.tensor([0.25, -1.5, 2.0]); n = 1
# x = torch.tensor([1.5, 1.25]); n = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    m = x > 0
    k = 0
    while k < n:
        m = m * x
        k += 1
    return m * 2.0, m / 4, m >= 1
