# `not` on ints comparisons, on bools, and on tensor conditions.
# >>> inputs
# x:float32[n]
# k:int64[]
# b:bool[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0]); k = 0; b = False
# x = torch.tensor([-1.0, -2.0, -3.0]); k = 3; b = True
# x = torch.tensor([1.0, -2.0, 0.5]); k = 2; b = False
# x = torch.tensor([-1.0, 2.0]); k = 1; b = True
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int, b: bool) -> Tuple[Tensor, bool, bool]:
    if not bool(x.sum() > 0):
        x = x * -1.0
    if not b:
        x = x + k
    c = not (k > 1)
    d = not c and not b
    return x, c, d
