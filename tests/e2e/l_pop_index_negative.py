# Wrong if pop(0) or pop(-2) remove a different element than the one they return.
# >>> inputs
# x:float32[B]
# <<<
# >>> sets
# x = torch.randn(2)
# x = torch.randn(6)
# x = torch.randn(3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    xs = [x, x * 2.0, x * 3.0, x * 4.0, x * 5.0]
    a = xs.pop(0)
    b = xs.pop(-2)
    return a, b, torch.stack(xs)
