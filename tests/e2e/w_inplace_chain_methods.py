# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if a chain x.mul_(2).add_(1).clamp_(-1, 4) applies only the first write.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.detach()
    x.mul_(2.0).add_(1.0).clamp_(-1.0, 4.0)
    return x, y
