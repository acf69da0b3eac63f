# >>> inputs
# x:int64[B,3]
# m:bool[B,3]
# z:float32[B,3]
# <<<
# >>> sets
# x = torch.randint(-5, 5, (2, 3)); m = torch.rand(2, 3) > 0.5; z = torch.randn(2, 3)
# x = torch.randint(-5, 5, (5, 3)); m = torch.rand(5, 3) > 0.5; z = torch.randn(5, 3)
# x = torch.randint(-5, 5, (4, 3)); m = torch.rand(4, 3) > 0.5; z = torch.randn(4, 3)
# <<<
# Wrong if int64 += bool tensor or float += int tensor change the written tensor's dtype.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, m: Tensor, z: Tensor) -> Tuple[Tensor, Tensor]:
    x += m
    x *= m
    z += x
    z *= m
    return x, z
