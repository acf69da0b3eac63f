# xs[0] = y, then x written: the list no longer holds x at 0 (xs[i] = v with a constant index keeps what the list is known to hold where), so the read is fine, as in PyTorch.
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


def f(x: Tensor, n: int) -> Tensor:
    xs = [x, x * 2.0]
    for i in range(n):
        xs.append(x * float(i))
    xs[0] = x + 1.0
    x.add_(2.0)
    return torch.stack(xs)
