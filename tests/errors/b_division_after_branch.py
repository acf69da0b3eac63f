# Wrong if true division after the branches differs: an int64 count divided gives the same floats as PyTorch.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# b_division_after_branch.py:24:24: error: 'c' is int64 on one branch of the 'if' at line 20 and float32 on the other; '+' computes in int64 with one and in float32 with the other
#    24 |     return c / 2, x / (c + 1)
#       |                        ^
# <<<
# Stays refused: c / 2 is float32 either way, but c + 1 computes in int64 on one path and
# float32 on the other, and x / (c + 1) then differs once c is above 2^24 (int64 c + 1 is exact,
# float32 c + 1 rounds), so PyTorch's answer depends on the branch.
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    if n > 1:
        c = (x > 0).sum()
    else:
        c = x.abs().sum()
    return c / 2, x / (c + 1)
