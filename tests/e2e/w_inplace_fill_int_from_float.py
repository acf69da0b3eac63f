# >>> inputs
# x:int64[B,2]
# <<<
# >>> sets
# x = torch.randint(-5, 5, (2, 2))
# x = torch.randint(-5, 5, (5, 2))
# x = torch.randint(-5, 5, (3, 2))
# <<<
# Wrong if fill_ of an int64 tensor with a float value is not truncated like PyTorch does.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.clone()
    x.fill_(2.9)
    y.fill_(-2.9)
    return x, y
