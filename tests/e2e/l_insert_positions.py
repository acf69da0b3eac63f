# Wrong if insert at 0, at a negative index, or past either end puts the tensor elsewhere (Python clamps).
# >>> inputs
# x:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(1, 2)
# x = torch.randn(3, 2)
# x = torch.randn(4, 2)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    xs = [x, x + 1.0]
    xs.insert(0, x * 3.0)
    xs.insert(-1, x * 5.0)
    xs.insert(10, x - 7.0)
    xs.insert(-10, x + 11.0)
    return torch.stack(xs)
