# >>> inputs
# x:float32[B,3]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(2, 3); flag = True
# x = torch.randn(5, 3); flag = False
# x = torch.randn(4, 3); flag = True
# <<<
# Wrong if a write in the then branch only is applied on both paths, or an alias misses it.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, flag: bool) -> Tuple[Tensor, Tensor]:
    y = x[0]
    if flag:
        x.add_(1.0)
    return x, y
