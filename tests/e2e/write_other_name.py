# X += ... on a tensor another name holds: the other name sees it.
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
    t0 = y + 1.0
    t1 = t0 * 2.0
    z = y
    t2 = t1 - z
    y += 1.0
    return y, z + t2
