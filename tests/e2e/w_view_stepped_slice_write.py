# >>> inputs
# x:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(3, 2)
# x = torch.randn(6, 2)
# x = torch.randn(5, 2)
# <<<
# Wrong if a write through a stepped slice view writes contiguous rows.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    ev = x[::2]
    od = x[1::2]
    ev.mul_(0.0)
    od += 1.0
    return x, ev
