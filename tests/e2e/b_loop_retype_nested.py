# The accumulator is retyped by an inner loop (acc + x, float32) inside an outer one; and a second
# accumulator is retyped by the outer body, then carried by an inner loop as what the outer
# carries. Uses after both compute in float32 either way. Loops run 0, 1 and 3 times.
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


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    acc = torch.ones(x.size(0), dtype=torch.int64)
    tot = torch.arange(x.size(0))
    for i in range(n):
        for j in range(i + 1):
            acc = acc + x
        tot = tot + x
        for j in range(n):
            tot = tot * 0.5
    return acc / 2, acc > 1, tot * 3.0, tot.float()
