# A helper writes, in place, a tensor its caller still holds: the caller sees it.
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


def bump(a: Tensor) -> Tensor:
    a += 1.0
    return a


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    z = bump(y)
    return y, z
