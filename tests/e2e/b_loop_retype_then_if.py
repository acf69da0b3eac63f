# After a loop that retyped acc, an if rebinds it on one branch to a float32 of the same dtype
# it is carried in: still int64-or-float32, and acc / 2, acc * 0.25 compute in float32 either way.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([0.5, 1.5]); n = 0
# x = torch.tensor([0.25, -1.5, 2.0]); n = 1
# x = torch.tensor([0.5, 1.25]); n = 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    acc = torch.ones(x.size(0), dtype=torch.int64)
    for i in range(n):
        acc = acc + x
    if n > 3:
        acc = acc * 2.0
    return acc / 2, acc * 0.25
