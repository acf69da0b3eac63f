# Wrong if a list built and returned by a helper (length from an argument) loses elements.
# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 0
# x = torch.randn(3, 2); n = 1
# x = torch.randn(2, 2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def make(x: Tensor, k: int) -> List[Tensor]:
    out = [x]
    for i in range(k):
        out.append(out[-1] * 0.5 + float(i))
    return out


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = make(x, n)
    ys = make(x, 2)
    return torch.cat(xs, 1), torch.stack(ys)
