# >>> inputs
# x:float32[B,3]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(2, 3); flag = True
# x = torch.randn(5, 3); flag = False
# x = torch.randn(4, 3); flag = True
# <<<
# Wrong if a name that is a view on one path and a fresh tensor on the other: a write after the if must reach x only on the view path.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, flag: bool) -> Tuple[Tensor, Tensor]:
    if flag:
        y = x[0]
    else:
        y = torch.zeros(3)
    y += 1.0
    return x, y
