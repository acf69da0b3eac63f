# A bool mask on one path and a float32 weight on the other: with float operands PyTorch converts
# the bool to 0.0/1.0 first, so x * w, w * 2.5, x + w, w / 2 and w > 0.5 compute in float32
# either way.
# >>> inputs
# x:float32[B]
# flag:bool[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 0.5]); flag = True
# x = torch.tensor([1.5, -2.0, 0.5, 0.75]); flag = False
# x = torch.tensor([-1.0, 0.25]); flag = True
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, flag: bool) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    if flag:
        w = x > 0
    else:
        w = torch.sigmoid(x)
    return x * w, w * 2.5, x + w, w / 2, w > 0.5
