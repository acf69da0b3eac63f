# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if `add_` on a detached alias is not seen through the base, or the alias is returned stale.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.detach()
    y.add_(2.5)
    x.mul_(-1.0)
    return x, y
