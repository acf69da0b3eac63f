# Wrong if a helper that appends and returns its argument gives a copy: the caller's name must see the appends.
# >>> inputs
# x:float32[B]
# <<<
# >>> sets
# x = torch.randn(2)
# x = torch.randn(3)
# x = torch.randn(5)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def grow(xs: List[Tensor], t: Tensor) -> List[Tensor]:
    xs.append(t)
    return xs


def f(x: Tensor) -> Tuple[int, int, Tensor]:
    a = [x]
    b = grow(a, x * 2.0)
    b.append(x * 3.0)
    return len(a), len(b), torch.stack(a)
