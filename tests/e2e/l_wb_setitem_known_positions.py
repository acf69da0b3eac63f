# xs[1] = y with y written after it (followed to position 1), and x written after it left
# position 0: the list sees y's write and not x's.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = [x, x * 2.0]
    for i in range(n):
        xs.append(x * float(i))
    xs[0] = x + 1.0
    x.add_(2.0)
    y = x * 3.0
    xs[1] = y
    y.sub_(1.0)
    return torch.stack(xs), y
