# Wrong if an append on one path of an if (bool input) is applied on both paths.
# >>> inputs
# x:float32[B]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(2); flag = True
# x = torch.randn(3); flag = False
# x = torch.randn(4); flag = True
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, flag: bool) -> Tuple[Tensor, int]:
    xs = [x]
    if flag:
        xs.append(x * 2.0)
    else:
        xs.insert(0, x * 3.0)
        xs.append(x * 4.0)
    return torch.cat(xs), len(xs)
