# A conditional expression choosing between views of two tensors at run time: a write to a
# source shows through the result, and a write through the result reaches the chosen source
# only (before the fix, the result was a copy: the writes were lost).
# >>> inputs
# x:float32[2,3]
# z:float32[2,3]
# flag:bool[]
# <<<
# >>> sets
# x = torch.zeros(2, 3); z = torch.ones(2, 3); flag = True
# x = torch.zeros(2, 3); z = torch.ones(2, 3); flag = False
# x = torch.arange(6.0).reshape(2, 3); z = -torch.arange(6.0).reshape(2, 3); flag = True
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, z: Tensor, flag: bool) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    y = x[0] if flag else z[1]
    x.add_(10.0)
    w = y * 1.0
    y.mul_(2.0)
    return x, z, y, w
