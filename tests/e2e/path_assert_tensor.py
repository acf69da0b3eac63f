# >>> inputs
# x:float32[batch,2]
# <<<
# >>> sets
# x = torch.rand(3, 2)
# x = torch.rand(1, 2) + 1
# x = torch.rand(4, 2) * 3
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor) -> Tensor:
    assert bool((x >= 0).all()), "x must be non-negative"
    assert x.dim() == 2
    return torch.sqrt(x)
