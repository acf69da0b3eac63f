# Writes through xs[-1], xs[k] (k known at run time) and a view of xs[k] are put back into the
# sequence (SequenceErase+SequenceInsert at the index): torch.stack sees them.
# >>> inputs
# x:float32[B]
# n:int64[]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0; k = 1
# x = torch.randn(3); n = 1; k = -1
# x = torch.randn(4); n = 3; k = 3
# x = torch.randn(2); n = 2; k = 0
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int, k: int) -> Tensor:
    xs: List[Tensor] = [x * 2.0, x + 1.0]
    for i in range(n):
        xs.append(x * float(i))
    xs[-1].mul_(3.0)
    xs[k].sub_(0.5)
    xs[k][1:].add_(10.0)
    return torch.stack(xs)
