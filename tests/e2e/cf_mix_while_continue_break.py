# while with continue and break in nested ifs; the condition is re-evaluated after continue.
# >>> inputs
# x:float32[n]
# limit:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 3.0, 4.0, -5.0, 6.0]); limit = 100
# x = torch.tensor([1.0, -2.0, 3.0, 4.0, -5.0, 6.0]); limit = 2
# x = torch.tensor([0.5]); limit = 10
# x = torch.zeros(0); limit = 3
# x = torch.tensor([-1.0, -1.0, 9.0, 1.0]); limit = 10
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, limit: int) -> Tuple[Tensor, int, int]:
    i = 0
    acc = torch.zeros(1)
    skipped = 0
    while i < x.size(0):
        v = x[i]
        i += 1
        if v < 0:
            skipped += 1
            if skipped > limit:
                break
            continue
        if v > 8:
            break
        acc = acc + v
    return acc, i, skipped
