# Wrong if a tuple assigned different values on the two paths of an if is merged element-wise wrongly.
# >>> inputs
# x:float32[B]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(2); flag = True
# x = torch.randn(3); flag = False
# x = torch.randn(4); flag = True
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, flag: bool) -> Tuple[Tensor, int]:
    if flag:
        t = (x * 2.0, 1)
    else:
        t = (x - 3.0, 7)
    a, k = t
    return a * float(k), k
