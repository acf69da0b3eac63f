# A conditional expression whose results are tuples: one output per element, and each element
# is the chosen tensor (a write through it reaches that one), as an if statement gives.
# >>> inputs
# x:float32[3]
# z:float32[3]
# flag:bool[]
# <<<
# >>> sets
# x = torch.zeros(3); z = torch.ones(3); flag = True
# x = torch.zeros(3); z = torch.ones(3); flag = False
# x = torch.arange(3.0); z = -torch.arange(3.0); flag = True
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, z: Tensor, flag: bool) -> Tuple[Tensor, Tensor, Tensor, int]:
    a, (b, k) = (x, (z, 1)) if flag else (z, (x * 2.0, 2))
    a.add_(10.0)
    return x, z, b + a, k
