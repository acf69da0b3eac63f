# Wrong if pop() returns the wrong element or leaves it in the list.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(3, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, int]:
    xs = [x, x + 1.0, x + 2.0]
    t = xs.pop()
    return t, torch.stack(xs), len(xs)
