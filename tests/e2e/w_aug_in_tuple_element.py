# >>> inputs
# x:float32[B,3]
# y:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3)
# x = torch.randn(5, 3); y = torch.randn(5, 3)
# x = torch.randn(4, 3); y = torch.randn(4, 3)
# <<<
# Wrong if a tensor held in a tuple and written through another name is stale when read from the tuple.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor]:
    t = (x, y[0])
    x += 1.0
    y.mul_(2.0)
    return t[0], t[1]
