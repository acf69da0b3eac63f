# continue inside a while loop: the increment comes before the continue.
# >>> inputs
# x:float32[m]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(4); n = 2
# x = torch.randn(5); n = 9
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    i = 0
    skipped = 0
    while i < n:
        i += 1
        if i % 3 == 0:
            skipped += 1
            continue
        x = x + i
        x = x * 0.5
    return x, skipped
