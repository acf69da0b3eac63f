# ys is xs (one list), zs a copy holding the same tensors: all see the write.
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
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    ys = xs
    zs = xs.copy()
    x.add_(2.0)
    return torch.cat([torch.stack(ys), torch.stack(zs)])
