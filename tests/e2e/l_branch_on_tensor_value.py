# Wrong if appends under a data-dependent condition (tensor value) take a fixed branch.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); n = 0
# x = torch.tensor([1.0, 2.0, 0.5]); n = 1
# x = torch.tensor([1.0, 0.5]); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs = [x]
    for i in range(n):
        y = x * float(i) - 1.0
        if bool(y.sum() > 0):
            xs.append(y)
    return torch.stack(xs).sum(0), len(xs)
