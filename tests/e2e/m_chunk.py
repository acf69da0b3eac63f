# Wrong if chunk(3) on 6 and 5 columns gives other sizes, or the chunks are not views of x.
# >>> inputs
# x:float32[B,6]
# y:float32[B,5]
# <<<
# >>> sets
# x = torch.randn(2, 6); y = torch.randn(2, 5)
# x = torch.randn(3, 6); y = torch.randn(3, 5)
# x = torch.randn(1, 6); y = torch.randn(1, 5)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, int]:
    a, b, c = x.chunk(3, dim=1)
    ys = torch.chunk(y, 3, 1)
    a.mul_(10.0)
    return x, b + c, ys[-1], len(ys)
