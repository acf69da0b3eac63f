# >>> inputs
# x:float32[3]
# <<<
# >>> sets
# x = torch.randn(3)
# x = torch.zeros(3)
# x = torch.ones(3)
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor) -> Tensor:
    with torch.no_grad():
        if bool((x > 1e30).any()):
            raise ValueError("too large")
        y = x.exp()
    return y
