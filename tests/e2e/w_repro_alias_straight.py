# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if `z = y` then y written in straight code: z must see the write (the loop-free form of reproducer 3).
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    z = y
    y += 1.0
    y *= 2.0
    return y, z
