# `y = x if flag else z` makes y one of the two tensors (which one is known at run time); a
# write through y must reach that one only.
# >>> inputs
# x:float32[3]
# z:float32[3]
# flag:bool[]
# <<<
# >>> sets
# x = torch.zeros(3); z = torch.ones(3); flag = True
# x = torch.zeros(3); z = torch.ones(3); flag = False
# x = torch.arange(3.0); z = torch.arange(3.0) * -1.0; flag = True
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, z: Tensor, flag: bool) -> Tuple[Tensor, Tensor, Tensor]:
    y = x if flag else z
    y.add_(1.0)
    return x, z, y
