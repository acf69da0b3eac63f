# for a, b in zip(xs, ys): a written with b, and b written: each write is put back into its
# own list.
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
from typing import Dict, List, Tuple

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x * 5.0]
    ys: List[Tensor] = [x * 7.0]
    for i in range(n):
        xs.append(x * float(i))
        ys.append(x - float(i))
    for a, b in zip(xs, ys):
        a.add_(b)
        b.mul_(2.0)
    return torch.stack(xs), torch.stack(ys)
