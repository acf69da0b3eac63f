# Wrong if code after `if o is None: return ...` is not refined to a Tensor (or runs for None).
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(2); flag = True
# x = torch.randn(3); flag = False
# x = torch.randn(5); flag = True
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def scale(x: Tensor, s: Optional[Tensor]) -> Tensor:
    if s is None:
        return x
    return x * s


def f(x: Tensor, flag: bool) -> Tensor:
    s: Optional[Tensor] = None
    if flag:
        s = x.abs() + 1.0
    return scale(x, s) + scale(x, None)
