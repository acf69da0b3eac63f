# Wrong if nested unpacking `a, (b, c) = t` binds the wrong elements.
# >>> inputs
# x:float32[B]
# y:float32[B]
# <<<
# >>> sets
# x = torch.randn(2); y = torch.randn(2)
# x = torch.randn(3); y = torch.randn(3)
# x = torch.randn(5); y = torch.randn(5)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    t = (x, (y, x * y))
    a, (b, c) = t
    b, a = a, b
    return a - b, c, t[1][0]
