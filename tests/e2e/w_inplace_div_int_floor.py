# >>> inputs
# x:int64[B,3]
# <<<
# >>> sets
# x = torch.randint(-9, 9, (2, 3))
# x = torch.randint(-9, 9, (5, 3))
# x = torch.randint(-9, 9, (4, 3))
# <<<
# Wrong if div_ of an int64 tensor with rounding_mode='floor' truncates toward zero, or turns float.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.clone()
    x.div_(2, rounding_mode="floor")
    y.div_(-4, rounding_mode="trunc")
    return x, y
