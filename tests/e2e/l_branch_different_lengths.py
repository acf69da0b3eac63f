# Wrong if a list built with 1 element on one branch and 3 on the other gets one fixed length after the if.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    if n > 1:
        xs = [x, x + 1.0, x + 2.0]
    else:
        xs = [x * 5.0]
    xs.append(x - 1.0)
    return torch.stack(xs), len(xs)
