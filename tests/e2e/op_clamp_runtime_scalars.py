# >>> inputs
# x:float32[batch,n]
# lo:float32[]
# hi:float32[]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 2; lo = -0.5; hi = 0.75
# x = torch.randn(4, 5) * 2; lo = -1.0; hi = 0.0
# x = torch.randn(3, 2) * 2; lo = 0.25; hi = 2.0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, lo: float, hi: float) -> Tuple[Tensor, Tensor]:
    return torch.clamp(x, lo, hi), x.clamp(min=lo) - x.clamp(max=hi)
