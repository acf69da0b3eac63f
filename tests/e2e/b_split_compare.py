# Comparisons of a variable that is int64 on one path and float32 on the other: against a float
# constant both compute in float32; against an int constant the int path compares in int64, which
# gives the same answer as comparing its float32 conversion when float32 holds the constant and its
# neighbours exactly (here up to 2^24 - 1: the last set's 16777217 rounds to 16777216, still
# above 16777215, and 16777215 stays itself).
# >>> inputs
# x:int64[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([0, 1, 2, 3]); n = 0
# x = torch.tensor([5, -1, 2]); n = 1
# x = torch.tensor([16777217, 16777215, 16777216, -16777215]); n = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    if n > 0:
        v = x
    else:
        v = x.float()
    return (v > 1, v == 2, 1 <= v, v != 0, v < 2.5, v > 16777215, v == 16777215,
            -16777215 >= v)
