# >>> inputs
# x:float32[batch]
# <<<
# >>> sets
# x = torch.tensor([1.5, 2.5])
# x = torch.tensor([-1.5, -2.7, 0.2])
# x = torch.tensor([0.0, 3.9, -0.5, 1.0])
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        v = x.int()
    else:
        v = x * 3
    return v.long() * 2
