# Wrong if extend copies the wrong list or runs once instead of per iteration.
# >>> inputs
# x:float32[B]
# y:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); y = torch.randn(3); n = 0
# x = torch.randn(4); y = torch.randn(4); n = 1
# x = torch.randn(3); y = torch.randn(3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor, n: int) -> Tuple[Tensor, int]:
    xs = [x]
    xs.extend([y, x + y])
    for i in range(n):
        xs.extend([x * float(i), y - float(i)])
    return torch.stack(xs, 1), len(xs)
