# Wrong if `for t in (a, b, c)` (a tuple of tensors of different shapes) reuses one shape.
# >>> inputs
# x:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(2, 2)
# x = torch.randn(3, 2)
# x = torch.randn(5, 2)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[float, Tensor]:
    total = 0.0
    for t in (x, x.sum(0), x[0, 0]):
        total = total * 2.0 + float(t.sum())
    return total, x
