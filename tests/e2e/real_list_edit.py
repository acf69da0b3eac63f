# User-style: reverse, insert, pop(0), extend, slices and + of a list of known length, then stack and cat.
# >>> inputs
# x:float32[N,2]
# <<<
# >>> sets
# x = torch.randn(4, 2)
# x = torch.randn(1, 2)
# x = torch.randn(0, 2)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor) -> Tensor:
    xs = [x, x * 2.0, x * 3.0]
    xs.reverse()
    xs.insert(1, x - 1.0)
    first = xs.pop(0)
    xs.extend([first, first + 1.0])
    ys = xs[1:4] + xs[:1]
    return torch.stack(ys) + torch.cat(xs, 0).sum()
