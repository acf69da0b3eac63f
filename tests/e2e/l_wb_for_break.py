# for t in ys (ys is xs) with break: each run puts its write back; the loop body's list is
# an If of the break flag, each branch of which keeps each tensor at one position.
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
    for i in range(n):
        xs.append(x * float(i))
    ys = xs
    for t in ys:
        t.add_(1.0)
        if float(t.sum()) > 0.0:
            break
    xs.append(x)
    return torch.stack(xs), torch.stack(ys)
