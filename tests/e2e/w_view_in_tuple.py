# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if a view held in a tuple is stale after a write to its base, and a write through it is lost.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    t = (x[0], x.t())
    x += 1.0
    t[0].mul_(10.0)
    return t[0], t[1], x
