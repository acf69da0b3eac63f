# A helper writes ys[j] in a loop over the list it was given (the caller's list), then a slice
# of the list: both see the writes.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# x = torch.randn(5); n = 6
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple

def g(ys: List[Tensor], k: int) -> None:
    for j in range(k):
        ys[j].mul_(float(j + 2))

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x * 5.0, x * 6.0]
    for i in range(n):
        xs.append(x * float(i) - 1.0)
    g(xs, len(xs) - 1)
    zs = xs[1:]
    return torch.stack(xs), torch.stack(zs)
