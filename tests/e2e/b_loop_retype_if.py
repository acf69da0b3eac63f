# The accumulator changes dtype only on one branch of an if in the body (from the third run on):
# carried as float32, the other branch keeps what it carries. Runs 0, 2, 3 and 5 times.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([0.5, 1.5]); n = 0
# x = torch.tensor([0.25, -1.5, 2.0]); n = 2
# x = torch.tensor([0.5, 1.25]); n = 3
# x = torch.tensor([0.5, -1.25, 4.0]); n = 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    acc = torch.ones(x.size(0), dtype=torch.int64)
    for i in range(n):
        if i > 1:
            acc = acc + x
    return acc / 2, acc > 1
