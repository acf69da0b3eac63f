# Wrong if a comprehension over a list reads the elements in another order or not at all.
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


def f(x: Tensor) -> Tensor:
    xs = [x, x + 1.0, x * 3.0]
    ys = [t * t - 1.0 for t in xs]
    return torch.cat(ys, 1)
