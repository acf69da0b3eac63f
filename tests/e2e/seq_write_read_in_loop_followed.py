# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 4
# <<<
# >>> min-opset
# 13
# <<<
# From the second run on, xs[0] is x after the writes of the runs before: each write is
# followed into the list the loop carries (position 0 from the start, which appends keep).
# Was errors/seq_stale_read_in_loop.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x]
    acc = torch.zeros(3)
    for i in range(n):
        acc = acc + torch.stack(xs).sum(0).sum(0)
        xs.append(x * 2.0)
        x.add_(1.0)
    return x, acc
