# An int64 accumulator that acc + x makes float32 in the first run: carried as float32 from the
# start, since every use inside and after the loop computes in float32 either way (acc + x,
# acc / 2, acc * 1.5, acc > 3, acc.float(), acc.sigmoid()). The loop runs 0, 1 and 3 times.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([0.5, 1.5]); n = 0
# x = torch.tensor([0.25, -1.5, 2.0]); n = 1
# x = torch.tensor([0.5, 1.25]); n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    acc = torch.arange(x.size(0)) * 2
    y = x
    for i in range(n):
        y = y + acc / 2
        acc = acc + x
    return acc / 2, acc * 1.5, acc > 3, acc.float(), y, acc.sigmoid()
