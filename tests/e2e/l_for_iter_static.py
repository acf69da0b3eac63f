# Wrong if `for t in xs` over a literal list visits elements out of order (the result is order-dependent).
# >>> inputs
# x:float32[B,2]
# y:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(3, 2); y = torch.randn(3, 2)
# x = torch.randn(1, 2); y = torch.randn(1, 2)
# x = torch.randn(4, 2); y = torch.randn(4, 2)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor) -> Tensor:
    acc = torch.zeros_like(x)
    for t in [x, y, x * y]:
        acc = acc * 0.5 + t
    return acc
