# Chained comparisons on ints (0 < n < 5, a <= b < c) and on a tensor value.
# >>> inputs
# x:float32[m]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0]); n = 0
# x = torch.tensor([0.5, 0.25, 0.5]); n = 3
# x = torch.tensor([10.0]); n = 5
# x = torch.tensor([-4.0, 1.0]); n = 4
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, bool, bool]:
    if 0 < n < 5:
        x = x * n
    s = float(x.sum())
    if -1.0 < s <= 4.0:
        x = x + 100.0
    inside = 1 <= n < x.size(0) + 3
    ordered = 0 <= n <= 3 <= x.size(0) + 1
    return x, inside, ordered
