# Wrong if stack/cat along dims 1 and -1 of a run-time list use dim 0.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i + 2))
    return torch.stack(xs, 1), torch.stack(xs, -1), torch.cat(xs, -1)
