# A tensor held by a tuple under another name sees an in-place update.
# >>> inputs
# x:float32[3]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 0.5])
# x = torch.tensor([0.0, 3.0, -1.5])
# x = torch.tensor([-0.25, 7.0, 2.0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    pair = (y, x)
    y *= 2.0
    return pair[0], y
