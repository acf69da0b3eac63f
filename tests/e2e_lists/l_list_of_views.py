# Wrong if rows appended as views (x[i]) are copies: a later write to x shows in every element.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(3, 3)
# x = torch.randn(5, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = []
    for i in range(x.size(0)):
        xs.append(x[i])
    x.add_(100.0)
    xs[0].mul_(-1.0)
    return torch.stack(xs), x
