# The accumulator is retyped in a loop left by break, and in one left by return: the path that
# leaves keeps what the loop carries (float32 from the start), the other adds x.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([0.5, 1.5]); n = 0
# x = torch.tensor([0.25, -1.5, 2.0]); n = 1
# x = torch.tensor([0.5, 1.25]); n = 3
# x = torch.tensor([0.75, -1.25, 8.0]); n = 6
# <<<
import torch
from torch import Tensor
from typing import Tuple


def g(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    acc = torch.ones(x.size(0), dtype=torch.int64) * 5
    for i in range(n):
        if i == 4:
            return acc / 3, acc.float()
        acc = acc + x
    return acc / 2, acc.float()


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    acc = torch.ones(x.size(0), dtype=torch.int64)
    for i in range(n):
        if i == 2:
            break
        acc = acc + x
    a, b = g(x, n)
    return acc / 2, acc > 1, a, b
