# Y += ... while a list holds y's tensor: the list element sees the update.
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
from typing import List


def f(x: Tensor) -> Tensor:
    y = x * 1.0
    l = [y, x]
    y += 1.0
    return l[0] + y
