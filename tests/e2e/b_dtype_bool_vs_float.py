# Wrong if a bool mask on one path and a float weight on the other are merged as one dtype before the multiply.
# >>> inputs
# x:float32[B]
# flag:bool[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); flag = True
# x = torch.tensor([1.5, -2.0, 0.5]); flag = False
# x = torch.tensor([-1.0, 0.25]); flag = False
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, flag: bool) -> Tensor:
    if flag:
        w = x > 0
    else:
        w = torch.sigmoid(x)
    return x * w
